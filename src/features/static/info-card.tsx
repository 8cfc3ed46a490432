/** A plain bordered card (title, description, optional icon and extra content) shared by the static pages. */
import type { ReactNode } from 'react'
import { shell } from '@/ui/shell'

export interface InfoCardProps {
  testId: string
  title: string
  description?: string
  icon?: ReactNode
  /** Render the card as a list item when it sits in a list of cards. */
  as?: 'div' | 'li' | 'article'
  children?: ReactNode
}

export function InfoCard({ testId, title, description, icon, as: Tag = 'div', children }: InfoCardProps) {
  return (
    <Tag data-testid={testId} className={shell.infoCard}>
      <div className={shell.infoCardStack}>
        {icon ? <div className={shell.infoCardIcon}>{icon}</div> : null}
        <h3 className={shell.headingMd}>{title}</h3>
        {description ? <p className={shell.textMuted}>{description}</p> : null}
        {children}
      </div>
    </Tag>
  )
}
