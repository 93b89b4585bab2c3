import type { FaqEntry } from '../../../contract/faq';
import { section, steps } from './faq-builders';

/** The French FAQ (spec 002 §2), written for Pécule as it is built. */
export const FAQ_FR: readonly FaqEntry[] = [
  {
    page: 'tenSteps',
    question: 'Comment bien démarrer avec Pécule ?',
    answer: 'Dix étapes suffisent pour passer de vos relevés bancaires à un budget suivi.',
    sections: [
      steps(null, [
        'Dans Paramètres > Banques, ajoutez votre banque.',
        'Dans Paramètres > Comptes, créez chaque compte avec son solde initial et sa date d’ouverture.',
        'Choisissez votre compte principal et votre devise dans Paramètres.',
        'Importez le fichier d’opérations de votre banque (Paramètres > Import).',
        'Vérifiez le rapport d’import, puis intégrez les lignes.',
        'Relisez les catégories proposées et corrigez celles qui ne vous conviennent pas.',
        'Créez vos tiers avec des mots-clés pour que les prochains imports les reconnaissent.',
        'Saisissez vos opérations prévues : salaire, loyer, abonnements.',
        'Créez un budget et comparez chaque mois le prévu et le réel.',
        'Rapprochez vos comptes avec chaque relevé de banque.',
      ]),
    ],
  },
  {
    page: 'import',
    question: 'Comment importer mes opérations ?',
    answer:
      'Téléchargez le fichier d’opérations depuis le site de votre banque, puis déposez-le dans Paramètres > Import.',
    sections: [
      section('Les formats acceptés', [
        'Pécule lit les fichiers OFX, QFX, QIF, CAMT.053 et CSV. Le format est reconnu à son contenu, quel que soit le nom du fichier.',
        'Pour un fichier CSV, Pécule devine le séparateur et les colonnes (date, libellé, débit, crédit, montant, solde). Vous pouvez corriger ce choix avant l’intégration.',
      ]),
      steps('Étapes', [
        'Ouvrez Paramètres > Import et choisissez le fichier.',
        'Choisissez le compte qui reçoit les opérations si Pécule ne l’a pas reconnu.',
        'Relisez le rapport : lignes nouvelles, déjà importées ou rapprochées d’une opération existante.',
        'Cliquez sur Intégrer. Un import intégré peut être annulé tant que ses opérations n’ont pas été modifiées.',
      ]),
    ],
  },
  {
    page: 'import_operation',
    question: 'Un fichier peut-il être importé deux fois ?',
    answer: 'Non : une ligne déjà importée est reconnue et n’est pas ajoutée une seconde fois.',
    sections: [
      section(null, [
        'Chaque ligne garde l’identifiant donné par la banque, ou à défaut une empreinte de sa date, de son montant et de son libellé. Réimporter un fichier qui chevauche le précédent n’ajoute que les lignes nouvelles.',
        'Un fichier qui contient plusieurs comptes donne un rapport par compte.',
      ]),
    ],
  },
  {
    page: 'pages_reco_import',
    question: 'Comment les opérations importées sont-elles rapprochées ?',
    answer:
      'Pécule propose de rapprocher une ligne importée d’une opération que vous aviez saisie à la main.',
    sections: [
      section(null, [
        'Une proposition demande le même montant, des dates à 5 jours au plus, et des libellés assez proches au-delà de 2 jours d’écart. Le rapport dit pourquoi chaque ligne a été rapprochée.',
        'Accepter un rapprochement complète votre opération avec les informations de la banque, sans créer de doublon.',
      ]),
    ],
  },
  {
    page: 'pages_modif_reco',
    question: 'Comment modifier un rapprochement ?',
    answer:
      'Dans le rapport d’import, choisissez une autre opération pour la ligne, ou importez-la comme une opération nouvelle.',
    sections: [
      section(null, [
        'Tant que le rapport n’est pas intégré, chaque ligne peut être modifiée : compte, tiers, catégorie, rapprochement.',
        'Après l’intégration, annulez l’import pour revenir en arrière, ou modifiez l’opération depuis la liste des opérations.',
      ]),
    ],
  },
  {
    page: 'import_error_balance',
    question: 'Pourquoi le solde diffère-t-il de celui de ma banque après un import ?',
    answer:
      'Le plus souvent, le solde initial du compte ou une opération saisie deux fois explique l’écart.',
    sections: [
      steps('Vérifications', [
        'Comparez le solde initial et la date d’ouverture du compte avec votre premier relevé.',
        'Cherchez une opération saisie à la main et aussi importée sans rapprochement.',
        'Vérifiez que le fichier couvre toute la période, sans trou entre deux imports.',
        'Rapprochez le compte avec votre dernier relevé : l’écart affiché guide la recherche.',
      ]),
    ],
  },
  {
    page: 'pages_solde',
    question: 'Quels soldes Pécule affiche-t-il ?',
    answer:
      'Le solde du compte, le solde pointé, et le solde prévu qui ajoute les opérations prévues.',
    sections: [
      section(null, [
        'Le solde est le solde initial plus toutes les opérations jusqu’au jour choisi. Le solde pointé ne compte que les opérations pointées (P), celles que vous avez vues sur un relevé.',
        'Pour rapprocher un compte, saisissez la date et le solde de fin de votre relevé, puis pointez les opérations jusqu’à ce que l’écart soit de 0,00. Le relevé est alors enregistré et le rapprochement suivant part de lui.',
      ]),
    ],
  },
  {
    page: 'planned_operation',
    question: 'Comment planifier des opérations ?',
    answer:
      'Dans Prévisionnel > Opérations, créez une opération prévue avec sa fréquence : elle apparaît à ses dates dans les prévisions.',
    sections: [
      section(null, [
        'Une opération prévue a un compte, un tiers, une catégorie, un montant et une fréquence (mensuelle, trimestrielle, annuelle…). Un virement prévu a aussi un compte de destination.',
        'Selon vos réglages (Paramètres > Opérations), les échéances arrivées sont enregistrées automatiquement ou attendent votre validation. Une opération importée qui correspond à une échéance la réalise.',
      ]),
    ],
  },
  {
    page: 'autoimport_operation',
    question: 'Qu’est-ce que l’import automatique ?',
    answer:
      'Une option payante qui relie Pécule à votre banque pour récupérer les opérations sans fichier.',
    sections: [
      section(null, [
        'L’import automatique passe par un agrégateur bancaire agréé. Vous choisissez le mode : automatique (les opérations arrivent seules) ou à la demande.',
        'L’option se souscrit en plus de la version gratuite ou premium. L’action Synchroniser de cette page vous y mène.',
      ]),
    ],
  },
  {
    page: 'budget_standard',
    question: 'Comment utiliser les budgets en version gratuite ?',
    answer: 'Créez un budget sur vos comptes et comparez chaque mois le prévu au réel.',
    sections: [
      section(null, [
        'Un budget regroupe des comptes à partir d’une date. Le tableau de suivi montre, par catégorie et par mois, le prévu (vos opérations prévues), le réel et l’écart.',
        'En version gratuite, les catégories standard suffisent pour suivre vos dépenses.',
      ]),
    ],
  },
  {
    page: 'budget_premium',
    question: 'Que permettent les budgets en version premium ?',
    answer:
      'Choisir un budget favori, supprimer des budgets, et les suivre avec vos propres catégories.',
    sections: [
      section(null, [
        'Le budget favori s’ouvre directement dans le suivi. Les budgets dont vous n’avez plus besoin se suppriment.',
        'Vos catégories personnelles et les opérations ventilées rendent le suivi plus fin.',
      ]),
    ],
  },
  {
    page: 'news_budget_premium',
    question: 'Quoi de neuf dans le budget premium ?',
    answer:
      'Des objectifs par catégorie et la situation du mois en cours dans le tableau des écarts.',
    sections: [
      section(null, [
        'Un objectif fixé pour une catégorie s’ajoute au prévu et au réel dans le suivi du budget.',
        'Pour le mois en cours, le tableau des écarts montre le budget du mois, le réel et la situation à la date du jour, ou ce qui reste disponible.',
      ]),
    ],
  },
  {
    page: 'table_versions',
    question: 'Quelles différences entre les versions gratuite et premium ?',
    answer:
      'La version gratuite couvre l’essentiel ; la premium ajoute étiquettes, ventilation, catégories personnelles, budgets complets et export CSV.',
    sections: [
      section(null, [
        'Le comparatif complet est dans Paramètres > Versions ; il est tenu à jour par l’équipe de Pécule.',
      ]),
    ],
  },
  {
    page: 'change_version',
    question: 'Comment changer de version ?',
    answer: 'Depuis le menu, Passer premium ouvre les offres d’abonnement mensuel ou annuel.',
    sections: [
      section(null, [
        'Le passage en premium est immédiat après le paiement. Si vous arrêtez l’abonnement, votre compte revient à la version gratuite : vos données restent, et les fonctions premium ne sont plus proposées.',
      ]),
    ],
  },
  {
    page: 'delete_account',
    question: 'Comment supprimer mon compte ?',
    answer: 'Dans Paramètres, Supprimer mon compte efface toutes vos données après confirmation.',
    sections: [
      steps(null, [
        'Ouvrez Paramètres et choisissez Supprimer mon compte.',
        'Dites pourquoi vous partez (facultatif, sans lien avec vous) et saisissez votre mot de passe.',
        'Confirmez : comptes, opérations, budgets et réglages sont supprimés définitivement.',
      ]),
      section(null, ['Exportez d’abord vos opérations si vous souhaitez les garder.']),
    ],
  },
];
