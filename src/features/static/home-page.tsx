/**
 * Home (/): hero, QA playground section (guest notice with login and sign-up, or the hub button for
 * signed-in users), three feature cards and a closing call to action (docs/spec/1-shell-and-accounts.md §2.3).
 * Plain elements with the shell's precompiled Chakra classes (src/ui/shell-styles.tsx): this page
 * is the first-load size budget's, and needs no Chakra at run time.
 */
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useIsAuthenticated, useSessionLoading } from '@/app/session'
import { shell } from '@/ui/shell'
import { InfoCard } from './info-card'
import { SCENARIOS } from './static-content'
import { BookIcon, ChartIcon, CodeIcon, LockIcon } from './static-icons'

const FEATURES = [
  { slug: 'tutorials', icon: <BookIcon /> },
  { slug: 'automation', icon: <CodeIcon /> },
  { slug: 'progress', icon: <ChartIcon /> },
] as const

/** After login, guests who came from the home page land in the QA hub (the router reads `state.from`). */
const HUB_ORIGIN = { from: { pathname: '/qa' } }

export function HomePage() {
  const { t } = useTranslation('home')
  const authenticated = useIsAuthenticated()
  const loading = useSessionLoading()

  return (
    <div data-testid="home-page">
      <section aria-labelledby="home-hero-title" data-testid="home-hero" className={shell.homeHero}>
        <div className={shell.homeHeroContainer}>
          <div className={shell.homeHeroStack}>
            <p className={shell.homeEyebrow}>{t('home.hero.eyebrow')}</p>
            <h1 id="home-hero-title" className={shell.homeTitle} data-testid="home-title">
              {t('home.hero.title')}
            </h1>
            <p className={shell.homeTagline} data-testid="home-tagline">
              {t('home.hero.tagline')}
            </p>
            <div className={shell.hstack3Wrap}>
              <RouterLink to={authenticated ? '/dashboard' : '/signup'} className={shell.buttonLgTeal} data-testid="home-hero-cta-button">
                {authenticated ? t('home.hero.ctaUser') : t('home.hero.ctaGuest')}
              </RouterLink>
              <RouterLink to="/guide" className={shell.buttonLgOutline} data-testid="home-guide-link">
                {t('home.hero.guideLink')}
              </RouterLink>
            </div>
          </div>
        </div>
      </section>

      <section className={shell.homeSection} aria-labelledby="home-playground-title" data-testid="home-playground-section">
        <div className={shell.homeSectionIntro}>
          <h2 className={shell.heading2xl} id="home-playground-title">
            {t('home.playground.title')}
          </h2>
          <p className={shell.textMuted}>{t('home.playground.description')}</p>
        </div>

        <ul className={shell.homeScenarioGrid} data-testid="home-scenario-list">
          {SCENARIOS.map(({ slug, route }) => (
            <li key={slug} data-testid={`home-scenario-${slug}`} className={shell.homeScenario}>
              <h3 className={shell.homeScenarioTitle}>
                {authenticated ? (
                  <RouterLink to={route} className={shell.linkTeal} data-testid={`home-scenario-${slug}-link`}>
                    {t(`home.playground.scenarios.${slug}.name`)}
                  </RouterLink>
                ) : (
                  t(`home.playground.scenarios.${slug}.name`)
                )}
              </h3>
              <p className={shell.textSmMuted}>{t(`home.playground.scenarios.${slug}.description`)}</p>
            </li>
          ))}
        </ul>

        {loading ? (
          <div className={shell.homeSessionLoading} aria-busy="true" data-testid="home-session-loading" />
        ) : authenticated ? (
          <div className={shell.homeUserNotice} data-testid="home-user-notice">
            <p>{t('home.playground.userNotice')}</p>
            <RouterLink to="/qa" className={shell.homeQaHubButton} data-testid="home-qa-hub-button">
              {t('home.playground.qaHub')}
            </RouterLink>
          </div>
        ) : (
          <div role="note" aria-labelledby="home-guest-notice-title" data-testid="home-guest-notice" className={shell.homeGuestNotice}>
            <div className={shell.homeGuestNoticeHead}>
              <LockIcon size="20px" />
              <h3 className={shell.homeGuestNoticeTitle} id="home-guest-notice-title">
                {t('home.playground.guestNoticeTitle')}
              </h3>
            </div>
            <p className={shell.homeGuestNoticeText} data-testid="home-guest-notice-text">
              {t('home.playground.guestNotice')}
            </p>
            <div className={shell.hstack3Wrap}>
              <RouterLink to="/login" state={HUB_ORIGIN} className={shell.buttonTeal} data-testid="home-login-button">
                {t('home.playground.login')}
              </RouterLink>
              <RouterLink to="/signup" className={shell.buttonOutlineTeal} data-testid="home-signup-button">
                {t('home.playground.signup')}
              </RouterLink>
            </div>
          </div>
        )}
      </section>

      <section aria-labelledby="home-features-title" data-testid="home-features" className={shell.homeFeatures}>
        <div className={shell.homeSection}>
          <div className={shell.homeSectionIntro}>
            <h2 className={shell.heading2xl} id="home-features-title">
              {t('home.features.title')}
            </h2>
            <p className={shell.textMuted}>{t('home.features.description')}</p>
          </div>
          <ul className={shell.homeFeatureGrid}>
            {FEATURES.map(({ slug, icon }) => (
              <InfoCard
                key={slug}
                as="li"
                testId={`home-feature-card-${slug}`}
                icon={icon}
                title={t(`home.features.${slug}.title`)}
                description={t(`home.features.${slug}.description`)}
              />
            ))}
          </ul>
          {/* Where the tutorials and the progress tracking live: /learn (tracks, lessons, self-checking tasks). */}
          <p>
            <RouterLink to="/learn" className={shell.linkTeal} data-testid="home-learn-link">
              {t('home.features.learnLink')}
            </RouterLink>
          </p>
        </div>
      </section>

      <section className={shell.homeSection} aria-labelledby="home-cta-title" data-testid="home-cta">
        <div className={shell.homeCtaBox}>
          <h2 className={shell.heading2xl} id="home-cta-title">
            {t('home.cta.title')}
          </h2>
          <p className={shell.homeCtaText}>{t('home.cta.description')}</p>
          <RouterLink to={authenticated ? '/playground' : '/signup'} className={shell.buttonLgTeal} data-testid="home-cta-button">
            {authenticated ? t('home.cta.userButton') : t('home.cta.guestButton')}
          </RouterLink>
        </div>
      </section>
    </div>
  )
}
