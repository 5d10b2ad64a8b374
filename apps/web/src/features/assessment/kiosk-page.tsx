import { Link, useParams } from 'react-router-dom';
import { AlertIcon, LinkBrokenIcon } from '../../ui/icons';
import { LogoMark } from '../../ui/logo';
import './self-assessment.css';

/**
 * The students' page on a shared iPad. The link will carry a class key (not only the id)
 * so a guessed id shows nothing; until the feature lands, a bare id is an incomplete link.
 */
export function SelfAssessmentPage() {
  const { classId } = useParams();
  const missing = !classId;

  return (
    <div className="self-page">
      <header className="self-header">
        <LogoMark size={40} />
        <h1 className="self-title">Student Self-Assessment</h1>
      </header>
      <main className="self-main" id="main">
        <section className="self-card" aria-labelledby="self-message">
          <span className={`message-icon${missing ? ' message-icon-danger' : ''}`}>
            {missing ? <AlertIcon size={32} /> : <LinkBrokenIcon size={32} />}
          </span>
          <h2 id="self-message" className="message-title">
            {missing ? 'Invalid Class' : 'This link is incomplete'}
          </h2>
          <p className="message-text">
            {missing
              ? 'No class ID provided in the URL.'
              : 'Ask your teacher for the class QR code.'}
          </p>
          <Link to="/" className="btn">
            Back to Dashboard
          </Link>
        </section>
      </main>
    </div>
  );
}
