import { shallowEqual, useSelector } from '@xstate/react'
import { useActorRef } from '@/lab-runtime/use-machine'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import { dashboardMachine, selectDashboardView } from '@machines/dashboard/dashboard.machine'
import { displayName, type User } from '@machines/shared/types'
import { loadDashboard } from '@/api/dashboard'
import { useSessionUser } from '@/app/session'
import { sandboxNow } from '@/lib/sandbox-clock'
import { DashboardView } from './dashboard-view'
import { Container } from '@chakra-ui/react'
import { DeferredLearnSummary } from '../learn/deferred-learn-summary'

function DashboardScreen({ user }: { user: User }) {
  const [input] = useState(() => ({ now: sandboxNow() }))
  const actorRef = useActorRef(dashboardMachine.provide({ actors: { loadDashboard: fromPromise(() => loadDashboard()) } }), { input })
  const view = useSelector(actorRef, selectDashboardView, shallowEqual)
  return (
    <>
      <DashboardView name={displayName(user)} view={view} send={actorRef.send} />
      {/* The learner's progress record (next lesson, per-track %, recent ticks): a section of its own, loaded after the dashboard's data. */}
      <Container maxW="6xl" pb="8">
        <DeferredLearnSummary prefix="dashboard" ready={!view.loading} />
      </Container>
    </>
  )
}

/** Binds the dashboard machine: the calls of src/api/dashboard.ts and the sandbox clock. */
export function DashboardPage() {
  const user = useSessionUser()
  // The route guard renders this page only for a signed-in user.
  if (!user) return null
  return <DashboardScreen user={user} />
}
