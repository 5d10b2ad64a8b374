import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { TimerIcon } from '../../ui/classroom-icons';
import { GroupsIcon, MoreIcon, UsersIcon } from '../../ui/icons';
import './phone-tabs.css';

export type Tab = 'students' | 'lesson' | 'groups' | 'more';

const TABS: { tab: Tab; label: MessageDescriptor; icon: ReactNode }[] = [
  { tab: 'students', label: msg`Students`, icon: <UsersIcon size={22} /> },
  { tab: 'lesson', label: msg`Lesson`, icon: <TimerIcon size={22} /> },
  { tab: 'groups', label: msg`Groups`, icon: <GroupsIcon size={22} /> },
  { tab: 'more', label: msg`More`, icon: <MoreIcon size={22} /> },
];

const isTab = (value: unknown): value is Tab => TABS.some((t) => t.tab === value);

/**
 * The tab the phone showed last for this class, kept for the browser tab's life: a reload
 * (or the phone waking the page) comes back where the teacher was; a new class opens on the
 * students.
 */
export function useStoredTab(classId: number): [Tab, (tab: Tab) => void] {
  const key = `classbeam:tab:${classId}`;
  const [tab, setTab] = useState<Tab>(() => {
    const stored = sessionStorage.getItem(key);
    return isTab(stored) ? stored : 'students';
  });
  const choose = useCallback(
    (next: Tab) => {
      sessionStorage.setItem(key, next);
      setTab(next);
      window.scrollTo({ top: 0 });
    },
    [key],
  );
  return [tab, choose];
}

/** The phone's panel and, fixed at the bottom within the thumb's reach, its four tabs. */
export function PhoneTabs({
  tab,
  onTab,
  children,
}: {
  tab: Tab;
  onTab: (tab: Tab) => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // Arrow keys move between tabs (the tabs pattern); a screen reader user gets the same.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const at = TABS.findIndex((t) => t.tab === tab);
    const next = TABS[(at + step + TABS.length) % TABS.length] as (typeof TABS)[number];
    onTab(next.tab);
    buttons.current[TABS.indexOf(next)]?.focus();
  };
  return (
    <>
      <div
        className="phone-panel"
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${tab}`}
      >
        {children}
      </div>
      <div className="phone-tabs" role="tablist" aria-label={t`Classroom`} onKeyDown={onKeyDown}>
        {TABS.map(({ tab: each, label, icon }, index) => (
          <button
            key={each}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${each}`}
            aria-selected={each === tab}
            aria-controls={`${id}-panel`}
            tabIndex={each === tab ? 0 : -1}
            className="phone-tab"
            onClick={() => onTab(each)}
          >
            {icon}
            <span>{t(label)}</span>
          </button>
        ))}
      </div>
    </>
  );
}
