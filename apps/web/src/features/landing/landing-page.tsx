import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
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
import './landing-page.css';

interface LandingPageProps {
  onGetStarted: () => void;
}

const FEATURES: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Student management',
    text: 'Roster, attendance, notes and learning goals for every student, one tap each.',
    icon: <UsersIcon size={24} />,
  },
  {
    title: 'Real-time tracking',
    text: 'Award a point on your phone and the scoreboard on the board shows it the same second.',
    icon: <PulseIcon size={24} />,
  },
  {
    title: 'Class scheduling',
    text: 'A weekly calendar of your classes and a timed lesson plan that keeps every period on pace.',
    icon: <CalendarIcon size={24} />,
  },
];

/** The public page: also shown while the session check runs, so nobody stares at a spinner. */
export function LandingPage({ onGetStarted }: LandingPageProps) {
  return (
    <div className="landing">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="landing-header">
        <div className="landing-bar">
          <Logo />
          <Link to="/sign-in" className="btn btn-ghost landing-sign-in">
            Sign in
          </Link>
        </div>
      </header>

      <main id="main">
        <section className="hero" aria-labelledby="hero-title">
          <div className="hero-copy">
            <p className="hero-pill">
              <span className="live-dot" aria-hidden="true" />
              Open source · Self-hosted
            </p>
            <h1 id="hero-title" className="hero-title">
              <span className="hero-brand">Classbeam</span>
              <span className="hero-promise">
                Run the class from your phone, the scoreboard on the board, every screen in sync.
              </span>
            </h1>
            <p className="hero-lead">
              Points, attendance, groups and a lesson timer in one calm app. Tap on your phone and
              the classroom display follows, instantly.
            </p>
            <div className="hero-actions">
              <button type="button" className="btn btn-primary btn-lg" onClick={onGetStarted}>
                Get Started
                <ArrowRightIcon size={18} />
              </button>
              <p className="hero-note">Free for every teacher. Set up a class in a minute.</p>
            </div>
          </div>
          <HeroIllustration />
        </section>

        <section className="features" aria-labelledby="features-title">
          <h2 id="features-title" className="section-title">
            Everything a lesson needs, nothing it doesn't
          </h2>
          <ul className="feature-grid">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="feature-card">
                <span className="feature-icon">{feature.icon}</span>
                <h3 className="feature-title">{feature.title}</h3>
                <p className="feature-text">{feature.text}</p>
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
                Children's data stays on your server.
              </h2>
              <p className="privacy-text">
                Classbeam is self-hosted: no trackers, no ads, no third-party requests. Names,
                photos and points never leave your school.
              </p>
            </div>
            <ul className="privacy-points">
              <li>
                <ServerIcon size={18} /> Runs on your own server
              </li>
              <li>
                <EyeOffTrackerIcon size={18} /> No trackers or analytics
              </li>
            </ul>
          </div>
        </section>
      </main>

      <footer className="landing-footer">
        <Logo size={24} />
        <p>Open-source classroom app for teachers.</p>
      </footer>
    </div>
  );
}
