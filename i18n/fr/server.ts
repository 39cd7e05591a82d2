/** Messages of the reference server (server/): error details, option labels, start-up banner. */
export const server = {
  errors: {
    generic: 'Erreur interne du serveur, veuillez réessayer',
    notFound: 'Ressource introuvable',
    recordNotFound: 'Enregistrement « %{key} » introuvable',
    invalidJson: 'Le corps de la requête n’est pas un JSON valide',
    emptyBody: 'Le corps de la requête est vide',
    bodyNotObject: 'Le corps de la requête doit être un objet JSON',
    bodyTooLarge: 'La requête est trop volumineuse',
    unsupportedMediaType: 'Type de contenu non pris en charge',
    badRequest: 'Requête invalide',
    headersTooLarge: 'Les en-têtes de la requête sont trop volumineux',
    requestTimeout: 'La requête n’est pas arrivée à temps : réessayez',
    unique: 'La valeur « %{value} » du champ « %{field} » est déjà utilisée',
    uniqueUnnamed: 'La valeur du champ « %{field} » est déjà utilisée par un autre enregistrement',
    stale:
      'Cet enregistrement a été modifié par quelqu’un d’autre depuis son ouverture. Rechargez-le pour voir les dernières valeurs avant d’enregistrer.',
    keyMissing: 'La clé « %{key} » de l’enregistrement manque dans le corps de la requête',
    noActiveField: 'Cette ressource ne peut pas être activée ou désactivée',
    ownAccount: 'Vous ne pouvez pas supprimer ou désactiver votre propre compte',
    ownRole: 'Vous ne pouvez pas retirer à votre propre compte l’accès au back-office',
    currentPasswordRequired:
      'Saisissez votre mot de passe actuel pour changer votre mot de passe ou votre e-mail',
    currentPasswordWrong: 'Mot de passe actuel incorrect',
    idsList: 'Une liste d’identifiants est attendue',
    tooManyIds: 'Au plus %{max} identifiants par requête',
    invalidId: 'Identifiant invalide',
    invalidValue: 'Valeur invalide',
    inUse:
      'Suppression impossible : %{count} enregistrement(s) de « %{resource} » en dépendent (champ obligatoire « %{field} »). Rattachez-les d’abord à un autre élément.',
    activeFlag: 'La valeur « active » doit valoir true ou false',
    bulkValues: 'Indiquez au moins une valeur à modifier',
    bulkField: '« %{field} » ne peut pas être modifié sur plusieurs éléments à la fois',
  },
  query: {
    integer: 'Ce paramètre doit être un nombre entier',
    skip: 'Le décalage doit être un entier positif ou nul',
    limit: 'Le nombre de résultats doit être compris entre %{min} et %{max}',
    sort: 'Tri impossible sur le champ « %{field} »',
    order: 'L’ordre de tri doit valoir asc ou desc',
    filter: 'Filtre impossible sur le champ « %{field} »',
    filterValue: 'Valeur de filtre invalide pour le champ « %{field} »',
    single: 'Ce paramètre ne peut être donné qu’une fois',
  },
  trash: {
    inUse:
      'Suppression impossible : %{count} enregistrement(s) de « %{resource} » en dépendent (champ obligatoire « %{field} ») : %{records}. Rattachez-les d’abord à un autre élément.',
    moreRecords: 'et %{count} autre(s)',
    record: '« %{label} »',
    losesOne: '%{count} enregistrement de « %{resource} » perdra son lien « %{field} »',
    losesMany: '%{count} enregistrements de « %{resource} » perdront leur lien « %{field} »',
    effects: {
      activities: {
        theme_id: { one: '1 activité perdra ce thème', many: '%{count} activités perdront ce thème' },
        hashtags: { one: '1 activité perdra ce hashtag', many: '%{count} activités perdront ce hashtag' },
        etablissements: {
          one: '1 activité ne sera plus rattachée à cet établissement',
          many: '%{count} activités ne seront plus rattachées à cet établissement',
        },
      },
      courses: {
        theme_id: { one: '1 cours perdra ce thème', many: '%{count} cours perdront ce thème' },
        activities: { one: '1 cours perdra cette activité', many: '%{count} cours perdront cette activité' },
      },
      classes: {
        teacher_id: {
          one: '1 classe perdra cet enseignant',
          many: '%{count} classes perdront cet enseignant',
        },
      },
      users: {
        etablissement_id: {
          one: '1 utilisateur perdra cet établissement',
          many: '%{count} utilisateurs perdront cet établissement',
        },
        classes: { one: '1 élève quittera cette classe', many: '%{count} élèves quitteront cette classe' },
      },
    },
    entryNotFound: 'Élément « %{id} » introuvable dans la corbeille',
    uniqueInTrash:
      'La valeur « %{value} » du champ « %{field} » est déjà utilisée par « %{label} », dans la corbeille : restaurez-le ou supprimez-le définitivement d’abord.',
    alreadyBack: 'Restauration impossible : « %{label} » existe de nouveau sous la clé « %{key} »',
    linkChanged: '%{resource} « %{label} » : « %{field} » a été modifié depuis, lien non rétabli',
    linkGone: '%{resource} « %{key} » n’existe plus, lien non rétabli',
    badArea: 'Zone inconnue : « %{resource} »',
  },
  undo: {
    batchNotFound: 'Lot « %{batch} » introuvable dans le journal',
    cannot: '%{resource} « %{label} » : cette entrée ne s’annule pas',
    changed: '%{resource} « %{label} » a été modifié depuis',
    gone: '%{resource} « %{label} » n’existe plus',
    notInTrash: '%{resource} « %{label} » n’est plus dans la corbeille',
    uniqueTaken:
      '%{resource} « %{label} » : la valeur « %{value} » du champ « %{field} » est prise depuis par « %{holder} »',
    uniqueInTrash:
      '%{resource} « %{label} » : la valeur « %{value} » du champ « %{field} » est prise depuis par « %{holder} », dans la corbeille',
    refused:
      'Annulation impossible : %{reasons}. Annulez en laissant ces éléments de côté, ou rétablissez-les d’abord.',
  },
  history: {
    entryNotFound: 'Entrée d’historique « %{id} » introuvable',
    notAChange: 'Une connexion n’est pas une modification : elle ne se restaure pas',
    areaGone: 'La zone « %{resource} » n’existe plus : cette version ne peut pas être restaurée',
    missingReferences:
      'Restauration impossible : ces éléments référencés n’existent plus : %{missing}. Recréez-les ou restaurez-les d’abord.',
    badDate: 'Date invalide (AAAA-MM-JJ ou date et heure ISO)',
    unknownResource: 'Zone inconnue : « %{resource} »',
    unknownAction: 'Action inconnue (valeurs possibles : %{allowed})',
  },
  import: {
    rows: 'Une liste de lignes « rows » est attendue',
    row: 'Chaque ligne doit être un objet dont les valeurs sont des textes',
    mode: 'Le mode doit valoir « all » ou « valid »',
    dryRun: '« dry_run » doit valoir true ou false',
    tooManyRows: 'Au plus %{max} lignes par import (le fichier en contient %{count})',
    busyPerson:
      'Un import est déjà en cours pour votre compte : attendez qu’il se termine avant d’en lancer un autre',
    busyServer:
      'Le serveur traite déjà le nombre maximal d’imports simultanés (%{max}) : réessayez dans quelques instants',
    tooLarge: 'Le fichier à importer dépasse la taille maximale de %{max} Mo',
    unknownColumns: 'Colonnes inconnues : %{columns}',
    missingColumns: 'Colonnes obligatoires absentes du fichier : %{columns}',
    duplicate: 'La valeur « %{value} » du champ « %{field} » figure déjà à la ligne %{row} du fichier',
    unknownKey:
      'Aucun enregistrement « %{key} » : laissez cette colonne vide pour créer un nouvel enregistrement',
  },
  savedViews: {
    notFound: 'Vue « %{id} » introuvable',
    unknownResource: 'Zone inconnue : « %{resource} »',
    notOwner:
      'Seule la personne qui a enregistré cette vue (ou un administrateur) peut la modifier ou la supprimer',
    shareOwnRole: 'Vous ne pouvez partager une vue qu’avec votre propre rôle (« %{role} »)',
    unknownRole: 'Rôle inconnu (valeurs possibles : %{allowed})',
    nameTaken: 'Vous avez déjà une vue « %{name} » dans « %{resource} » : choisissez un autre nom',
    params:
      'Paramètres de liste invalides : un objet « filter », un tri { field, order: ASC ou DESC } ou null, « perPage » entier ou null, « columns » liste de textes ou null',
    paramsTooLarge: 'Les paramètres de la vue dépassent %{max} caractères',
  },
  permissions: {
    forbidden: 'Votre rôle ne permet pas cette action',
    forbiddenField: 'Votre rôle ne permet pas de modifier le champ « %{field} »',
    forbiddenValue: 'Valeur non autorisée pour votre rôle : « %{value} »',
    ownEstablishment: 'Choisissez votre établissement : votre rôle ne permet pas d’en choisir un autre',
    scope: {
      etablissement: 'son établissement',
      via: '%{target} de son établissement',
      where: '%{field} : %{values}',
      self: 'son propre compte',
    },
  },
  auth: {
    missingToken: 'Authentification requise',
    invalidToken: 'Session expirée ou invalide, veuillez vous reconnecter',
    badCredentials: 'Adresse e-mail ou mot de passe incorrect',
    tooManyAttempts: 'Trop de tentatives de connexion échouées. Réessayez dans %{minutes} minute(s).',
  },
  media: {
    unknownDirectory: 'Dossier de médias inconnu : « %{directory} »',
    noFile: 'Aucun fichier reçu (champ « file » attendu)',
    notMultipart: 'Le fichier doit être envoyé en multipart/form-data',
    malformedMultipart: 'Le contenu envoyé n’est pas un formulaire multipart valide : renvoyez le fichier',
    tooLarge: 'Le fichier dépasse la taille maximale de %{max} Mo',
    badType: 'Format refusé : seules les images JPEG, PNG, WebP et GIF sont acceptées',
    empty: 'Le fichier est vide',
    unreadable: 'Image illisible : le fichier est endommagé ou incomplet',
    tooManyPixels: 'Image trop grande : au plus %{max} millions de pixels',
    oneFile: 'Un seul fichier par envoi : envoyez les images une par une',
    badName: 'Nom de fichier invalide',
    fileNotFound: 'Fichier « %{name} » introuvable',
    imageMissing:
      'L’image « %{name} » n’existe pas dans la médiathèque (dossier « %{directory} », majuscules comprises) : choisissez-en une dans la médiathèque',
    inUse:
      '« %{name} » est l’image de %{count} enregistrement(s) : %{records}. Le supprimer retirera l’image de ces enregistrements : confirmez pour continuer.',
    inUseRefused:
      'Suppression impossible : « %{name} » est l’image de %{count} enregistrement(s) : %{records}. Choisissez-leur d’abord une autre image.',
    useRecord: '%{resource} « %{label} »',
    moreUses: 'et %{count} autre(s)',
  },
  app: {
    notBuilt: 'L’application n’est pas construite : lancez « npm run build » ou « npm start »',
  },
  health: {
    down: 'La base de données ne répond pas',
  },
  database: {
    unreachable: 'La base de données est injoignable pour le moment : réessayez dans quelques instants',
    busy: 'La base de données est occupée par un autre programme : réessayez dans quelques instants',
  },
  start: {
    building: 'Construction de l’application (vite build)…',
    buildFailed: 'La construction de l’application a échoué',
    staleBuild: 'La construction a échoué : la version précédente de l’application est servie',
    listening: 'EduAdmin est prêt : %{url}',
    demoSignIn: 'Connexion de démonstration : %{email} / %{password}',
    demoStaffSignIn: 'Connexion de démonstration, rôle personnel (un établissement) : %{email} / %{password}',
    adminSignIn: 'Connexion : le compte administrateur %{email}',
    existingSignIn:
      'Connexion : avec un compte administrateur existant (le compte de démonstration n’est pas actif)',
    missingAdmin:
      'En production, ADMIN_EMAIL et ADMIN_PASSWORD (8 caractères au moins, hors espaces) sont obligatoires : ce compte administrateur est créé ou mis à jour à chaque démarrage',
    stopping: 'Arrêt du serveur…',
    seeded: 'Données de démonstration créées : %{summary}',
    seedRefused: 'La base contient déjà des données : relancez avec --reset pour la recréer',
    storeSqlite: 'Base de données : SQLite (%{file})',
    storePostgres: 'Base de données : PostgreSQL (%{url})',
    badDatabaseUrl:
      'DATABASE_URL doit être une adresse PostgreSQL (postgres://… ou postgresql://…) ; reçu : %{url}',
    mediaNotWritable:
      'Le dossier des médias %{dir} n’est pas accessible en écriture (%{reason}) : avec PostgreSQL, toutes les instances partagent ce dossier (MEDIA_DIR) et chacune doit pouvoir y écrire. Démarrage refusé.',
  },
  languages: {
    fr: 'Français',
    en: 'Anglais',
    es: 'Espagnol',
    de: 'Allemand',
    it: 'Italien',
    pt: 'Portugais',
    ar: 'Arabe',
    zh: 'Chinois',
  },
  activityTypes: {
    quiz: 'Quiz',
    exercise: 'Exercice',
    video: 'Vidéo',
    reading: 'Lecture',
    game: 'Jeu éducatif',
    project: 'Projet',
    workshop: 'Atelier',
    assessment: 'Évaluation',
    experiment: 'Expérience',
    debate: 'Débat',
  },
};
