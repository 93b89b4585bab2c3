/** What a new person reads on the screens of the journey, in each language. */
export interface JourneyWords {
  next: string;
  createAccount: string;
  login: string;
  email: string;
  password: string;
  confirmPassword: string;
  title: string;
  zip: string;
  age: string;
  acceptTerms: RegExp;
  accountCreated: string;
  greeting: RegExp;
  letsStart: string;
  newBank: string;
  bank: string;
  save: string;
  newAccount: string;
  name: string;
  type: string;
  checking: string;
  savings: string;
  monthlyPayment: RegExp;
  subscribe: string;
  approve: string;
  newOperation: RegExp;
  newTransfer: RegExp;
  amount: string;
  memo: string;
  category: string;
  split: string;
  partAmount: (n: number) => string;
  partCategory: (n: number) => string;
  toAccount: string;
  amountSent: string;
  groceries: [typed: string, option: string];
  outings: [typed: string, option: string];
  bakery: [typed: string, option: string];
  rent: [typed: string, option: string];
  importFile: string;
  importDialog: string;
  file: string;
  importButton: string;
  importInto: string;
  incorporate: string;
  incorporateDialog: string;
  incorporateLines: (count: number) => string;
  newPlan: RegExp;
  beginDate: string;
  account: string;
  addBudget: RegExp;
  newBudget: string;
  budgetStart: RegExp;
  threeMonths: string;
  monitor: string;
  byCategory: string;
  exportCsv: RegExp;
  exportPdf: RegExp;
  pointed: RegExp;
  quickEntry: string;
  payee: string;
  newPayeeOption: (name: string) => string;
  newPayee: string;
  debitCategory: string;
  entrySaved: string;
}

export const FRENCH: JourneyWords = {
  next: 'Suivant',
  createAccount: 'Créer mon compte',
  login: 'Identifiant',
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  confirmPassword: 'Confirmez le mot de passe',
  title: 'Mme',
  zip: 'Code postal',
  age: 'Âge',
  acceptTerms: /j’accepte les conditions/,
  accountCreated: 'Votre compte est créé',
  greeting: /^Bienvenue sur Pécule/,
  letsStart: 'C’est parti',
  newBank: 'Nouvelle banque',
  bank: 'Banque',
  save: 'Enregistrer',
  newAccount: 'Nouveau compte',
  name: 'Nom',
  type: 'Type',
  checking: 'Compte courant',
  savings: 'Livret A',
  monthlyPayment: /Paiement mensuel/,
  subscribe: 'S’abonner avec PayPal',
  approve: 'Approuver le paiement',
  newOperation: /^Nouvelle opération$/,
  newTransfer: /^Nouveau virement$/,
  amount: 'Montant',
  memo: 'Mémo',
  category: 'Catégorie',
  split: 'Ventilation (plusieurs catégories)',
  partAmount: (n) => `Montant de la part ${n}`,
  partCategory: (n) => `Catégorie de la part ${n}`,
  toAccount: 'Compte crédité',
  amountSent: 'Montant envoyé',
  groceries: ['Supermarché', 'Alimentation / Supermarché'],
  outings: ['Sorties', 'Loisirs / Sorties'],
  bakery: ['Boulangerie', 'Alimentation / Boulangerie'],
  rent: ['Loyer', 'Logement / Loyer'],
  importFile: 'Importer un fichier',
  importDialog: 'Importer un fichier bancaire',
  file: 'Fichier',
  importButton: 'Importer',
  importInto: 'Compte où importer',
  incorporate: 'Intégrer…',
  incorporateDialog: 'Intégrer les lignes',
  incorporateLines: (count) => `Intégrer ${count} ligne${count > 1 ? 's' : ''}`,
  newPlan: /^Nouvelle opération prévue$/,
  beginDate: 'Date de début',
  account: 'Compte',
  addBudget: /^Ajouter un budget$/,
  newBudget: 'Nouveau budget',
  budgetStart: /^Date de début/,
  threeMonths: 'Prévisions à trois mois',
  monitor: 'Moniteur budgétaire',
  byCategory: 'Par catégorie',
  exportCsv: /^Exporter en CSV$/,
  exportPdf: /^Exporter en PDF$/,
  pointed: /pointée/i,
  quickEntry: 'Saisie rapide',
  payee: 'Tiers',
  newPayeeOption: (name) => `Nouveau tiers « ${name} »…`,
  newPayee: 'Nouveau tiers',
  debitCategory: 'Catégorie au débit',
  entrySaved: 'Opération enregistrée.',
};

export const ENGLISH: JourneyWords = {
  next: 'Next',
  createAccount: 'Create my account',
  login: 'Username',
  email: 'Email address',
  password: 'Password',
  confirmPassword: 'Confirm the password',
  title: 'Ms',
  zip: 'Postcode',
  age: 'Age',
  acceptTerms: /I have read and accept the terms/,
  accountCreated: 'Your account has been created',
  greeting: /^Welcome to Pécule/,
  letsStart: "Let's start",
  newBank: 'New bank',
  bank: 'Bank',
  save: 'Save',
  newAccount: 'New account',
  name: 'Name',
  type: 'Type',
  checking: 'Checking',
  savings: 'Savings',
  monthlyPayment: /Monthly payment/,
  subscribe: 'Subscribe with PayPal',
  approve: 'Approve the payment',
  newOperation: /^New operation$/,
  newTransfer: /^New transfer$/,
  amount: 'Amount',
  memo: 'Memo',
  category: 'Category',
  split: 'Split (several categories)',
  partAmount: (n) => `Amount of part ${n}`,
  partCategory: (n) => `Category of part ${n}`,
  toAccount: 'To account',
  amountSent: 'Amount sent',
  groceries: ['Supermarket', 'Food / Supermarket'],
  outings: ['Going out', 'Leisure / Going out'],
  bakery: ['Bakery', 'Food / Bakery'],
  rent: ['Rent', 'Housing / Rent'],
  importFile: 'Import a file',
  importDialog: 'Import a bank file',
  file: 'File',
  importButton: 'Import',
  importInto: 'Account to import into',
  incorporate: 'Incorporate…',
  incorporateDialog: 'Incorporate the lines',
  incorporateLines: (count) => `Incorporate ${count} line${count > 1 ? 's' : ''}`,
  newPlan: /^New planned operation$/,
  beginDate: 'Begin date',
  account: 'Account',
  addBudget: /^Add a budget$/,
  newBudget: 'New budget',
  budgetStart: /^Start date/,
  threeMonths: 'Three-month outlook',
  monitor: 'Budget monitor',
  byCategory: 'By category',
  exportCsv: /^Export as CSV$/,
  exportPdf: /^Export as PDF$/,
  pointed: /pointed/i,
  quickEntry: 'Quick entry',
  payee: 'Payee',
  newPayeeOption: (name) => `New payee “${name}”…`,
  newPayee: 'New payee',
  debitCategory: 'Debit category',
  entrySaved: 'Operation saved.',
};
