import { TrophyIcon } from '../../ui/icons';

/** What the classroom display shows; type sized to be read from the back row. */
export function StudentScoreboard({ classTitle }: { classTitle: string }) {
  return (
    <section className="scoreboard" aria-labelledby="scoreboard-title">
      <h2 id="scoreboard-title" className="visually-hidden">
        Scoreboard for {classTitle}
      </h2>
      <div className="scoreboard-empty">
        <span className="scoreboard-empty-icon">
          <TrophyIcon size={56} />
        </span>
        <p className="scoreboard-empty-title">No Students Yet</p>
        <p className="scoreboard-empty-text">
          Points and ranks appear here as soon as students join {classTitle}.
        </p>
      </div>
    </section>
  );
}
