import { useTranslation } from 'react-i18next';
import { formatCentsForInput, remainderCents, type Cents } from '../../../contract/money';
import { applySplitTemplate, percentageRemainder } from '../../../contract/payee-splits';
import type { PartValues } from './payee-form';

type TemplatePart = { category: number; amount: Cents; percentage: number | null };

/** The parts as the contract's split helpers take them; null while a number is being typed. */
export function templateParts(parts: readonly PartValues[]): TemplatePart[] | null {
  const template = parts.map((part) => ({
    category: part.category,
    amount: part.byPercentage ? 0 : (part.amount ?? 0),
    percentage: part.byPercentage ? (part.percentage ?? 0) : null,
  }));
  const typing = template.some((p) => Number.isNaN(p.amount) || Number.isNaN(p.percentage));
  return typing ? null : template;
}

/** What the parts leave to place: in percent beside percentages, in the amount beside a total. */
export function SplitRemainder({
  parts,
  total,
}: {
  parts: readonly PartValues[];
  total: Cents | null;
}) {
  const { t, i18n } = useTranslation();
  const template = templateParts(parts);
  if (!template) return null;
  const byPercentage = template.some((part) => part.percentage !== null);
  const lines: string[] = [];
  if (byPercentage) {
    const value = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(
      percentageRemainder(template),
    );
    lines.push(t('payees.split.remainderPercent', { value }));
  }
  if (total !== null && Number.isFinite(total)) {
    const remainder = remainderCents(total, applySplitTemplate(total, template));
    lines.push(
      t('payees.split.remainderAmount', { amount: formatCentsForInput(remainder, i18n.language) }),
    );
  }
  if (lines.length === 0) return null;
  return (
    <p className="payee-split__remainder" aria-live="polite">
      {lines.join(' · ')}
    </p>
  );
}
