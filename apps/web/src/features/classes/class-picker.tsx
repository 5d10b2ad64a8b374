import type { ClassDto } from '@classbeam/contracts';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToday } from '../../lib/today';
import { CalendarIcon, ListIcon, PlusIcon } from '../../ui/icons';
import { LoadingScreen } from '../../ui/loading-screen';
import { toast } from '../../ui/toast-store';
import { byName } from './class-labels';
import { ClassList } from './class-list';
import { useClassesStore } from './classes-store';
import { DeleteClassDialog } from './delete-class-dialog';
import { PickerHeader } from './picker-header';
import { PickerEmpty, PickerError } from './picker-states';
import { WeekCalendar } from './week-calendar';
import '../../ui/form.css';
import './picker.css';
import { withMessages } from '../../lib/i18n/with-messages';
import { Segmented } from '../../ui/segmented';

// The create form validates with the shared zod schema; zod loads only when it is needed.
const loadCreateDialog = () =>
  withMessages(import('./create-class-dialog'), ['classes', 'classes.later', 'server-texts', 'ui']);
const CreateClassDialog = lazy(() =>
  loadCreateDialog().then((m) => ({ default: m.CreateClassDialog })),
);

export interface PickerUser {
  id: string;
  firstName: string;
}

interface ClassPickerProps {
  user: PickerUser;
  onAccount: () => void;
  onSignOut: () => void;
}

type View = 'calendar' | 'list';

export function ClassPicker({ user, onAccount, onSignOut }: ClassPickerProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const classes = useClassesStore((s) => s.classes);
  const status = useClassesStore((s) => s.status);
  const load = useClassesStore((s) => s.load);
  const [view, setView] = useState<View>('calendar');
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<ClassDto | null>(null);
  // Follows the clock: a tab left open over midnight (Friday into Saturday) moves on.
  const today = useToday();
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void load();
  }, [load]);

  async function onCreated(cls: ClassDto) {
    setCreating(false);
    const name = cls.name;
    toast({
      title: t`Class created`,
      description: t`"${name}" was created successfully.`,
      variant: 'success',
    });
    await load();
    navigate(`/classroom/${cls.id}`);
  }

  async function onDeleted() {
    setToDelete(null);
    await load();
  }

  const openCreate = () => setCreating(true);
  const sorted = [...classes].sort(byName);
  // The empty state has its own Create button; one is enough.
  const isEmpty = status === 'ready' && classes.length === 0;

  return (
    <div className="picker">
      <PickerHeader firstName={user.firstName} onAccount={onAccount} onSignOut={onSignOut} />
      <main className="picker-main" id="main">
        <div className="picker-intro">
          <div>
            <h1 className="picker-title" ref={titleRef} tabIndex={-1}>
              {t`Select a Class`}
            </h1>
            <p className="picker-lead">{t`Choose the class you are teaching now.`}</p>
          </div>
          {!isEmpty && (
            <button
              type="button"
              className="btn btn-primary picker-create"
              onClick={openCreate}
              onPointerEnter={loadCreateDialog}
              onFocus={loadCreateDialog}
            >
              <PlusIcon size={18} />
              {t`Create New Class`}
            </button>
          )}
        </div>

        {status === 'loading' || status === 'idle' ? (
          <LoadingScreen text={t`Loading your classes...`} />
        ) : status === 'error' ? (
          <PickerError onRetry={() => void load()} />
        ) : isEmpty ? (
          <PickerEmpty onCreate={openCreate} />
        ) : (
          <>
            <Segmented label={t`View`} className="picker-views">
              <button
                type="button"
                aria-pressed={view === 'calendar'}
                onClick={() => setView('calendar')}
              >
                <CalendarIcon size={18} />
                {t`Weekly Calendar`}
              </button>
              <button type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
                <ListIcon size={18} />
                {t`All Classes`}
              </button>
            </Segmented>
            {view === 'calendar' ? (
              <WeekCalendar classes={sorted} today={today} />
            ) : (
              <ClassList classes={sorted} onDelete={setToDelete} />
            )}
          </>
        )}
      </main>

      {creating && (
        <Suspense fallback={null}>
          <CreateClassDialog
            userId={user.id}
            onClose={() => setCreating(false)}
            onCreated={onCreated}
          />
        </Suspense>
      )}
      <DeleteClassDialog
        cls={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={onDeleted}
        // Once the deleted class's card has gone, the teacher is put back at the page's title.
        returnFocus={(opener) => (opener?.isConnected ? opener : titleRef.current)}
      />
    </div>
  );
}
