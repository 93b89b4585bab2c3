import { child, children, textOf, type XmlElement } from '../../import/formats/xml-tree';
import {
  parseRational,
  type GncBudget,
  type GncRecurrence,
  type GncScheduled,
} from './gnucash-book';
import { dayOf, required, slotsOf } from './gnucash-xml-values';

// The XML file's plans: scheduled transactions (gnc:schedxaction with its gnc:recurrence list)
// and budgets (gnc:budget: one recurrence, amounts as a frame per account of slots per period).

const gdateOf = (element: XmlElement, name: string) => {
  const text = textOf(element, name, 'gdate');
  return text === null ? null : dayOf(text);
};

export function scheduledOf(element: XmlElement): GncScheduled {
  return {
    guid: required(textOf(element, 'id')),
    name: textOf(element, 'name') ?? '',
    enabled: textOf(element, 'enabled') !== 'n',
    start: gdateOf(element, 'start'),
    end: gdateOf(element, 'end'),
    last: gdateOf(element, 'last'),
    numOccur: Number(textOf(element, 'num-occur') ?? '0'),
    remOccur: Number(textOf(element, 'rem-occur') ?? '0'),
    templateAccountGuid: required(textOf(element, 'templ-acct')),
    recurrences: children(child(element, 'schedule'), 'recurrence').map(recurrenceOf),
  };
}

function recurrenceOf(recurrence: XmlElement): GncRecurrence {
  return {
    mult: Number(textOf(recurrence, 'mult') ?? '1'),
    periodType: textOf(recurrence, 'period_type') ?? '',
    start: dayOf(textOf(recurrence, 'start', 'gdate')),
  };
}

export function budgetOf(element: XmlElement): GncBudget {
  const recurrence = child(element, 'recurrence');
  const amounts = [...slotsOf(child(element, 'slots'))].flatMap(([path, value]) => {
    const match = /^([0-9a-f]{32})\/(\d+)$/.exec(path);
    return match
      ? [{ accountGuid: match[1]!, period: Number(match[2]), amount: parseRational(value) }]
      : [];
  });
  return {
    guid: required(textOf(element, 'id')),
    name: textOf(element, 'name') ?? '',
    recurrence: recurrence ? recurrenceOf(recurrence) : null,
    amounts,
  };
}
