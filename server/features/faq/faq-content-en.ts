import type { FaqEntry } from '../../../contract/faq';
import { section, steps } from './faq-builders';

/** The English FAQ (spec 002 §2), written for Pécule as it is built. */
export const FAQ_EN: readonly FaqEntry[] = [
  {
    page: 'tenSteps',
    question: 'How do I get started with Pécule?',
    answer: 'Ten steps take you from your bank statements to a budget you follow.',
    sections: [
      steps(null, [
        'In Settings > Banks, add your bank.',
        'In Settings > Accounts, create each account with its opening balance and date.',
        'Choose your main account and your currency in Settings.',
        'Import your bank’s operations file (Settings > Import).',
        'Check the import report, then incorporate the lines.',
        'Review the suggested categories and correct the ones that do not fit.',
        'Create your payees with keywords so the next imports recognise them.',
        'Enter your planned operations: salary, rent, subscriptions.',
        'Create a budget and compare planned and actual figures every month.',
        'Reconcile your accounts with each bank statement.',
      ]),
    ],
  },
  {
    page: 'import',
    question: 'How do I import my operations?',
    answer:
      'Download the operations file from your bank’s website, then drop it in Settings > Import.',
    sections: [
      section('Accepted formats', [
        'Pécule reads OFX, QFX, QIF, CAMT.053 and CSV files. The format is recognised from the content, whatever the file name.',
        'For a CSV file, Pécule works out the separator and the columns (date, label, debit, credit, amount, balance). You can correct its choice before incorporating.',
      ]),
      steps('Steps', [
        'Open Settings > Import and choose the file.',
        'Choose the account that receives the operations if Pécule did not recognise it.',
        'Review the report: new lines, lines already imported, lines matched with an existing operation.',
        'Click Incorporate. An incorporated import can be undone as long as its operations were not edited.',
      ]),
    ],
  },
  {
    page: 'import_operation',
    question: 'Can a file be imported twice?',
    answer: 'No: a line already imported is recognised and is not added a second time.',
    sections: [
      section(null, [
        'Each line keeps the id the bank gave it, or else a fingerprint of its date, amount and label. Importing a file that overlaps the previous one adds only the new lines.',
        'A file holding several accounts gives one report per account.',
      ]),
    ],
  },
  {
    page: 'pages_reco_import',
    question: 'How are imported operations matched?',
    answer: 'Pécule offers to match an imported line with an operation you entered by hand.',
    sections: [
      section(null, [
        'A proposal needs the same amount, dates at most 5 days apart, and labels alike enough beyond 2 days apart. The report tells why each line was matched.',
        'Accepting a match completes your operation with the bank’s information, without a duplicate.',
      ]),
    ],
  },
  {
    page: 'pages_modif_reco',
    question: 'How do I change a match?',
    answer:
      'In the import report, choose another operation for the line, or import it as a new operation.',
    sections: [
      section(null, [
        'Until the report is incorporated, every line can be changed: account, payee, category, match.',
        'After incorporating, undo the import to go back, or edit the operation from the operations list.',
      ]),
    ],
  },
  {
    page: 'import_error_balance',
    question: 'Why does the balance differ from my bank’s after an import?',
    answer:
      'Most often, the account’s opening balance or an operation entered twice explains the gap.',
    sections: [
      steps('Checks', [
        'Compare the account’s opening balance and date with your first statement.',
        'Look for an operation entered by hand and also imported without a match.',
        'Check that the files cover the whole period, with no gap between two imports.',
        'Reconcile the account with your last statement: the gap shown guides the search.',
      ]),
    ],
  },
  {
    page: 'pages_solde',
    question: 'Which balances does Pécule show?',
    answer:
      'The account balance, the pointed balance, and the forecast balance that adds planned operations.',
    sections: [
      section(null, [
        'The balance is the opening balance plus every operation up to the chosen day. The pointed balance counts only pointed operations (P), the ones you saw on a statement.',
        'To reconcile an account, enter your statement’s closing date and balance, then point operations until the gap is 0.00. The statement is then recorded and the next reconciliation starts from it.',
      ]),
    ],
  },
  {
    page: 'planned_operation',
    question: 'How do I plan operations?',
    answer:
      'In Planning > Operations, create a planned operation with its frequency: it shows on its dates in the forecasts.',
    sections: [
      section(null, [
        'A planned operation has an account, a payee, a category, an amount and a frequency (monthly, quarterly, yearly…). A planned transfer also has a destination account.',
        'Depending on your settings (Settings > Operations), due occurrences are recorded automatically or wait for your approval. An imported operation that matches an occurrence fulfils it.',
      ]),
    ],
  },
  {
    page: 'autoimport_operation',
    question: 'What is automatic import?',
    answer: 'A paid option that links Pécule to your bank to fetch operations without a file.',
    sections: [
      section(null, [
        'Automatic import goes through a licensed bank aggregator. You choose the mode: automatic (operations arrive by themselves) or on demand.',
        'The option is subscribed on top of the free or premium version. The Synchronise action of this page leads to it.',
      ]),
    ],
  },
  {
    page: 'budget_standard',
    question: 'How do I use budgets in the free version?',
    answer: 'Create a budget over your accounts and compare planned and actual every month.',
    sections: [
      section(null, [
        'A budget groups accounts from a start date. The survey table shows, by category and month, the planned figure (your planned operations), the actual one and the gap.',
        'In the free version, the standard categories are enough to follow your spending.',
      ]),
    ],
  },
  {
    page: 'budget_premium',
    question: 'What do budgets offer in the premium version?',
    answer:
      'Choosing a favourite budget, deleting budgets, and following them with your own categories.',
    sections: [
      section(null, [
        'The favourite budget opens straight in the survey. Budgets you no longer need can be deleted.',
        'Your own categories and split operations make the survey finer.',
      ]),
    ],
  },
  {
    page: 'news_budget_premium',
    question: 'What’s new in premium budgets?',
    answer: 'Goals per category, and the current month’s situation in the difference table.',
    sections: [
      section(null, [
        'A goal set for a category joins the planned and actual figures in the budget survey.',
        'For the current month, the difference table shows the month’s budget, the actual figure and the situation as of today, or what is still available.',
      ]),
    ],
  },
  {
    page: 'table_versions',
    question: 'What are the differences between the free and premium versions?',
    answer:
      'The free version covers the essentials; premium adds tags, split operations, your own categories, full budgets and CSV export.',
    sections: [
      section(null, [
        'The full comparison is in Settings > Versions; the Pécule team keeps it up to date.',
      ]),
    ],
  },
  {
    page: 'change_version',
    question: 'How do I change version?',
    answer: 'From the menu, Upgrade to premium opens the monthly and annual subscription offers.',
    sections: [
      section(null, [
        'Premium starts as soon as the payment is done. If you stop the subscription, your account goes back to the free version: your data stays, and the premium features are no longer offered.',
      ]),
    ],
  },
  {
    page: 'delete_account',
    question: 'How do I delete my account?',
    answer: 'In Settings, Delete my account erases all your data after a confirmation.',
    sections: [
      steps(null, [
        'Open Settings and choose Delete my account.',
        'Tell us why you leave (optional, kept with no link to you) and type your password.',
        'Confirm: accounts, operations, budgets and settings are deleted for good.',
      ]),
      section(null, ['Export your operations first if you want to keep them.']),
    ],
  },
];
