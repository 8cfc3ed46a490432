import { shallowEqual, useSelector } from '@xstate/react'
import { useActorRef } from '@/lab-runtime/use-machine'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { fromCallback, fromPromise } from 'xstate'
import { provideSettingsChildren, settingsScreenMachine } from '@machines/account/settings-screen.machine'
import { isStoredSettings, selectSettingsView, type SettingsInput } from '@machines/account/settings.machine'
import { selectDeleteAccountView } from '@machines/account/delete-account.machine'
import type { User } from '@machines/shared/types'
import type { Language, Theme } from '@machines/shell/preferences.machine'
import { deleteMyAccount } from '@/api/account'
import { clearTokens } from '@/api/tokens'
import { navigateTo } from '@/app/navigation'
import { preferencesActor, setLanguage, toggleTheme, useLanguage, useTheme } from '@/app/preferences'
import { clearSessionLocally, useSessionUser } from '@/app/session'
import { readStored, removeStored, STORAGE_KEYS, validators, writeStoredOrThrow } from '@/lib/storage'
import { isSettingsTab, SettingsView, type SettingsTab } from './settings-view'

/** The stored `userSettings` record, validated: a corrupted one is discarded and the defaults apply (docs/spec/1-shell-and-accounts.md §3.5). */
function settingsInput(theme: Theme, language: Language): SettingsInput {
  return { stored: readStored(STORAGE_KEYS.userSettings, validators.json(isStoredSettings)) ?? null, theme, language }
}

/**
 * The settings page machine (the settings form and the delete-account dialog, and what a deletion
 * means for the session: settings-screen.machine.ts) with the app's effects: storage, preferences,
 * HTTP, session, navigation.
 */
const appSettingsMachine = () =>
  provideSettingsChildren(
    settingsScreenMachine.provide({
      actions: {
        clearStoredSession: () => {
          clearTokens()
          removeStored(STORAGE_KEYS.user, STORAGE_KEYS.authState)
        },
      },
      // The session ends once this page is gone (after the move to /), so the route guard does not send the
      // user to /login first; leaving any other way after the deletion ends it too.
      actors: { endSessionOnLeave: fromCallback(() => () => clearSessionLocally()) },
    }),
    {
      settings: {
        actors: {
          // Throws when the storage refuses the write: the machine shows "Failed to save settings".
          saveSettings: fromPromise(async ({ input }) => writeStoredOrThrow(STORAGE_KEYS.userSettings, input)),
        },
        actions: {
          // Through the app's preferences actor: the `dark` class and the stored theme, at once.
          applyTheme: (_, { theme: wanted }) => {
            if (preferencesActor().getSnapshot().context.theme !== wanted) toggleTheme()
          },
          applyLanguage: (_, { language: wanted }) => setLanguage(wanted),
        },
      },
      deletion: {
        actors: { deleteAccount: fromPromise(() => deleteMyAccount()) },
        actions: { leave: () => navigateTo('/', { replace: true }) },
      },
    },
  )

/** Binds the settings page machine to the app and renders the view with its children's snapshots. */
function SettingsScreen({ user }: { user: User }) {
  const theme = useTheme()
  const language = useLanguage()
  const [params] = useSearchParams()
  const requested = params.get('tab')
  // Which tab shows is purely visual; `?tab=privacy` opens a tab directly.
  const [tab, setTab] = useState<SettingsTab>(isSettingsTab(requested) ? requested : 'general')

  const [machine] = useState(appSettingsMachine)
  const screen = useActorRef(machine, { input: settingsInput(theme, language) })
  // The children live as long as the page: their refs never change.
  const settingsRef = useSelector(screen, (s) => s.children.settings!)
  const deletionRef = useSelector(screen, (s) => s.children.deletion!)

  // A change in the header (theme toggle, language select): the machine shows it in the form too.
  useEffect(() => {
    screen.send({ type: 'preferences.sync', theme, language })
  }, [screen, theme, language])

  const settings = useSelector(settingsRef, selectSettingsView, shallowEqual)
  const deletion = useSelector(deletionRef, selectDeleteAccountView, shallowEqual)
  return (
    <SettingsView
      user={user}
      settings={settings}
      sendSettings={settingsRef.send}
      deletion={deletion}
      sendDeletion={deletionRef.send}
      tab={tab}
      onTabChange={setTab}
    />
  )
}

export function SettingsPage() {
  const user = useSessionUser()
  // The route guard renders this page only for a signed-in user.
  if (!user) return null
  return <SettingsScreen user={user} />
}
