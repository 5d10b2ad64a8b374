import { ConfigFormDialog } from './config-form-dialog';
import { LoadConfigDialog } from './load-config-dialog';
import { ScheduleEditorDialog } from './schedule-editor-dialog';
import './schedule-dialogs.css';

export type ScheduleDialogKind = 'save' | 'update' | 'load' | 'edit';

interface ScheduleDialogsProps {
  kind: ScheduleDialogKind;
  classId: number;
  onClose: () => void;
}

/** The schedule's dialogs, loaded together on first use (this module is a lazy chunk). */
export default function ScheduleDialogs({ kind, classId, onClose }: ScheduleDialogsProps) {
  switch (kind) {
    case 'save':
    case 'update':
      return <ConfigFormDialog mode={kind} classId={classId} onClose={onClose} />;
    case 'load':
      return <LoadConfigDialog classId={classId} onClose={onClose} />;
    case 'edit':
      return <ScheduleEditorDialog onClose={onClose} />;
  }
}
