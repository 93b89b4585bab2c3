import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedApiToken } from '../../../contract/api-tokens';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';

/** The new token's secret, shown this once, with a button that copies it. */
export function ApiTokenSecret({
  created,
  onDismiss,
}: {
  created: CreatedApiToken;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const code = useRef<HTMLElement>(null);
  // Over plain HTTP (a home server on the LAN) the browser offers no clipboard: the token is
  // selected instead, for the person to copy.
  const copy = async () => {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(created.token);
      setCopied(true);
    } else if (code.current) {
      window.getSelection()?.selectAllChildren(code.current);
    }
  };
  return (
    <Alert
      variant="success"
      title={t('apiTokens.created', { name: created.apiToken.name })}
      onDismiss={onDismiss}
    >
      <p>{t('apiTokens.created.once')}</p>
      <p className="api-tokens__secret">
        <code ref={code} data-testid="api-token-secret">
          {created.token}
        </code>
      </p>
      <Button onClick={() => void copy()}>
        {copied ? t('apiTokens.copied') : t('apiTokens.copy')}
      </Button>
    </Alert>
  );
}
