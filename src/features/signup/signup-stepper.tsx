import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGNUP_TABS, type SignupTab } from '../../../contract/signup';
import { tabIndex } from './signup-form';
import './signup-stepper.css';

interface SignupStepperProps {
  step: SignupTab;
  /** Index of the furthest tab reached: tabs up to it can be reopened. */
  furthest: number;
  panelId: string;
  onSelect: (tab: SignupTab) => void;
}

export const tabId = (tab: SignupTab) => `signup-tab-${tab}`;

/**
 * The tabs as an ARIA tablist: arrows, Home and End move between the tabs that can be opened
 * (automatic activation). Once the account is created only CONFIRM remains.
 */
export function SignupStepper({ step, furthest, panelId, onSelect }: SignupStepperProps) {
  const { t } = useTranslation();
  const current = tabIndex(step);
  const open = (index: number) => step !== 'CONFIRM' && index <= furthest;
  const reachable = SIGNUP_TABS.filter((_, index) => open(index) || index === current);

  const onKeyDown = (event: KeyboardEvent) => {
    const at = reachable.indexOf(step);
    const moves: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: reachable.length - 1,
    };
    const target = reachable[moves[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    onSelect(target);
  };

  return (
    <div className="stepper">
      <div
        role="tablist"
        aria-label={t('signup.steps')}
        className="stepper__list"
        onKeyDown={onKeyDown}
      >
        {SIGNUP_TABS.map((tab, index) => {
          const selected = tab === step;
          const done = index < current || step === 'CONFIRM';
          return (
            <button
              key={tab}
              id={tabId(tab)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              aria-disabled={!selected && !open(index)}
              tabIndex={selected ? 0 : -1}
              className={`stepper__tab${done ? ' stepper__tab--done' : ''}`}
              onClick={() => !selected && open(index) && onSelect(tab)}
            >
              <span className="stepper__index" aria-hidden="true">
                {done ? '✓' : index + 1}
              </span>
              <span className="stepper__label">{t(`signup.tab.${tab}`)}</span>
            </button>
          );
        })}
      </div>
      <p className="stepper__progress">
        {t('signup.progress', {
          current: current + 1,
          total: SIGNUP_TABS.length,
          label: t(`signup.tab.${step}`),
        })}
      </p>
    </div>
  );
}
