import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../components/alert';
import { Button } from '../components/button';

interface Props {
  /** A new value (the path) clears the error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  key: string;
}

/** Keeps the shell usable when a screen fails, e.g. its code chunk cannot be loaded. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override render() {
    return this.state.failed ? <ScreenError /> : this.props.children;
  }
}

function ScreenError() {
  const { t } = useTranslation();
  return (
    <Alert variant="danger" title={t('errors.screen.title')}>
      <p>{t('errors.screen.description')}</p>
      <Button variant="link" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </Button>
    </Alert>
  );
}
