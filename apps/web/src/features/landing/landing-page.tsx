import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { entryMessages, useEntryText } from '../../lib/i18n/entry-texts';
import {
  ArrowRightIcon,
  CalendarIcon,
  EyeOffTrackerIcon,
  PulseIcon,
  ServerIcon,
  ShieldIcon,
  UsersIcon,
} from '../../ui/icons';
import { Logo } from '../../ui/logo';
import { HeroIllustration } from './hero-illustration';

interface LandingPageProps {
  onGetStarted: () => void;
}

/*
 * The page's texts: the entry's (lib/i18n/entry-texts.ts), so the page needs no Lingui runtime;
 * the build draws one page per language with them (scripts/prerender-landing.mjs).
 */
const TEXTS = entryMessages({
  skip: msg`Skip to content`,
  signIn: msg`Sign in`,
  pill: msg`Open source · Self-hosted`,
  promise: msg`Run the class from your phone, the scoreboard on the board, every screen in sync.`,
  lead: msg`Points, attendance, groups and a lesson timer in one calm app. Tap on your phone and the classroom display follows, instantly.`,
  getStarted: msg`Get Started`,
  note: msg`Free for every teacher. Set up a class in a minute.`,
  featuresTitle: msg`Everything a lesson needs, nothing it doesn't`,
  studentsTitle: msg`Student management`,
  studentsText: msg`Roster, attendance, notes and learning goals for every student, one tap each.`,
  trackingTitle: msg`Real-time tracking`,
  trackingText: msg`Award a point on your phone and the scoreboard on the board shows it the same second.`,
  schedulingTitle: msg`Class scheduling`,
  schedulingText: msg`A weekly calendar of your classes and a timed lesson plan that keeps every period on pace.`,
  privacyTitle: msg`Children's data stays on your server.`,
  privacyText: msg`Classbeam is self-hosted: no trackers, no ads, no third-party requests. Names, photos and points never leave your school.`,
  ownServer: msg`Runs on your own server`,
  noTrackers: msg`No trackers or analytics`,
  footer: msg`Open-source classroom app for teachers.`,
});

const FEATURES: {
  key: string;
  title: typeof TEXTS.skip;
  text: typeof TEXTS.skip;
  icon: ReactNode;
}[] = [
  {
    key: 'students',
    title: TEXTS.studentsTitle,
    text: TEXTS.studentsText,
    icon: <UsersIcon size={24} />,
  },
  {
    key: 'tracking',
    title: TEXTS.trackingTitle,
    text: TEXTS.trackingText,
    icon: <PulseIcon size={24} />,
  },
  {
    key: 'scheduling',
    title: TEXTS.schedulingTitle,
    text: TEXTS.schedulingText,
    icon: <CalendarIcon size={24} />,
  },
];

/** The public page: also shown while the session check runs, so nobody stares at a spinner. */
export function LandingPage({ onGetStarted }: LandingPageProps) {
  const text = useEntryText();
  return (
    <div className="landing">
      <a className="skip-link" href="#main">
        {text(TEXTS.skip)}
      </a>
      <header className="landing-header">
        <div className="landing-bar">
          <Logo />
          <Link to="/sign-in" className="btn btn-ghost landing-sign-in">
            {text(TEXTS.signIn)}
          </Link>
        </div>
      </header>

      <main id="main">
        <section className="hero" aria-labelledby="hero-title">
          <div className="hero-copy">
            <p className="hero-pill">
              <span className="live-dot" aria-hidden="true" />
              {text(TEXTS.pill)}
            </p>
            <h1 id="hero-title" className="hero-title">
              {/* i18n-ignore: the product's name, the same in every language */}
              <span className="hero-brand">Classbeam</span>
              <span className="hero-promise">{text(TEXTS.promise)}</span>
            </h1>
            <p className="hero-lead">{text(TEXTS.lead)}</p>
            <div className="hero-actions">
              <button type="button" className="btn btn-primary btn-lg" onClick={onGetStarted}>
                {text(TEXTS.getStarted)}
                <ArrowRightIcon size={18} />
              </button>
              <p className="hero-note">{text(TEXTS.note)}</p>
            </div>
          </div>
          <HeroIllustration text={text} />
        </section>

        <section className="features" aria-labelledby="features-title">
          <h2 id="features-title" className="section-title">
            {text(TEXTS.featuresTitle)}
          </h2>
          <ul className="feature-grid">
            {FEATURES.map((feature) => (
              <li key={feature.key} className="feature-card">
                <span className="feature-icon">{feature.icon}</span>
                <h3 className="feature-title">{text(feature.title)}</h3>
                <p className="feature-text">{text(feature.text)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="privacy" aria-labelledby="privacy-title">
          <div className="privacy-inner">
            <span className="privacy-badge">
              <ShieldIcon size={28} />
            </span>
            <div className="privacy-copy">
              <h2 id="privacy-title" className="privacy-title">
                {text(TEXTS.privacyTitle)}
              </h2>
              <p className="privacy-text">{text(TEXTS.privacyText)}</p>
            </div>
            <ul className="privacy-points">
              <li>
                <ServerIcon size={18} /> {text(TEXTS.ownServer)}
              </li>
              <li>
                <EyeOffTrackerIcon size={18} /> {text(TEXTS.noTrackers)}
              </li>
            </ul>
          </div>
        </section>
      </main>

      <footer className="landing-footer">
        <Logo size={24} />
        <p>{text(TEXTS.footer)}</p>
        <a className="landing-licence" href="/LICENSE.txt" type="text/plain">
          {/* i18n-ignore: the licence's name, the same in every language */}
          AGPL-3.0-or-later
        </a>
      </footer>
    </div>
  );
}
