/** Messages of the CSV import dialog (list toolbar "Importer"). */
export const csvImport = {
  button: 'Importer',
  title: 'Importer dans « %{name} »',
  close: 'Fermer',
  back: 'Retour',
  steps: {
    file: 'Fichier',
    mapping: 'Colonnes',
    preview: 'Aperçu',
    summary: 'Résultat',
  },
  file: {
    drop: 'Déposez un fichier CSV ici, ou cliquez pour le choisir',
    dropActive: 'Déposez le fichier…',
    hint: 'Séparateur « ; » ou « , », encodage UTF-8 ou Windows-1252, %{rows} lignes et %{size} au plus.',
    reading: 'Lecture du fichier…',
    chosen: 'Fichier : %{name}',
    rows: '%{smart_count} ligne lue |||| %{smart_count} lignes lues',
  },
  errors: {
    tooLarge: 'Le fichier dépasse la taille maximale de %{size}.',
    tooManyRows: 'Le fichier contient %{rows} lignes : %{max} au plus peuvent être importées en une fois.',
    binary:
      'Ce fichier n’est pas un CSV lisible (encodage UTF-16 ou fichier binaire). Enregistrez-le en « CSV UTF-8 » ou « CSV (séparateur : point-virgule) ».',
    empty: 'Le fichier ne contient aucune ligne de données.',
    unreadable: 'Le fichier n’a pas pu être lu.',
    /** By Papa Parse's error code; only the quote errors stop the reading. */
    parse: {
      MissingQuotes:
        'Le fichier CSV est mal formé (ligne %{line}) : un guillemet ouvert n’est jamais refermé.',
      InvalidQuotes:
        'Le fichier CSV est mal formé (ligne %{line}) : un guillemet est mal placé dans une cellule entre guillemets.',
      UndetectableDelimiter:
        'Le fichier CSV est mal formé (ligne %{line}) : le séparateur (« ; » ou « , ») n’a pas pu être reconnu.',
      TooFewFields: 'Le fichier CSV est mal formé (ligne %{line}) : il manque des cellules sur cette ligne.',
      TooManyFields: 'Le fichier CSV est mal formé (ligne %{line}) : cette ligne a trop de cellules.',
    },
    requiredMissing:
      'Colonne obligatoire manquante : %{fields}. Associez une colonne à ce champ pour continuer. |||| Colonnes obligatoires manquantes : %{fields}. Associez une colonne à chacun de ces champs pour continuer.',
    duplicate: 'Plusieurs colonnes sont associées au champ « %{field} » : une seule est possible.',
    nothingMapped: 'Aucune colonne n’est associée à un champ.',
    previewFailed: 'La vérification a échoué : %{message}',
    importFailed: 'L’import a échoué : %{message}',
    nothingWritten:
      'Rien n’a été importé : %{smart_count} ligne est en erreur. Corrigez le fichier, ou choisissez « Seulement les lignes valides ». |||| Rien n’a été importé : %{smart_count} lignes sont en erreur. Corrigez le fichier, ou choisissez « Seulement les lignes valides ».',
  },
  warnings: {
    encoding:
      'Le fichier est en UTF-8 mais la ligne %{lines} contient des caractères illisibles, remplacés par « � » : vérifiez-la, ou enregistrez le fichier en « CSV UTF-8 ». |||| Le fichier est en UTF-8 mais %{smart_count} lignes contiennent des caractères illisibles, remplacés par « � » (lignes %{lines}) : vérifiez-les, ou enregistrez le fichier en « CSV UTF-8 ».',
  },
  mapping: {
    intro: 'Chaque colonne du fichier a été associée à un champ d’après son titre. Vérifiez ou corrigez.',
    column: 'Colonne du fichier',
    field: 'Champ',
    sample: 'Exemple',
    fieldFor: 'Champ pour la colonne « %{column} »',
    ignore: 'Ignorer cette colonne',
    required: '%{label} (obligatoire)',
    next: 'Vérifier',
  },
  preview: {
    checking: 'Vérification des lignes…',
    progress: '%{done} lignes vérifiées sur %{total}',
    counts: {
      create: 'À créer : %{smart_count}',
      update: 'À mettre à jour : %{smart_count}',
      unchanged: 'Inchangées : %{smart_count}',
      error: 'En erreur : %{smart_count}',
    },
    verdicts: {
      create: 'Création',
      update: 'Mise à jour',
      unchanged: 'Inchangée',
      error: 'Erreur',
    },
    row: 'Ligne',
    verdict: 'Résultat',
    estimate: {
      seconds:
        'L’import de ces lignes prendra environ %{smart_count} seconde. |||| L’import de ces lignes prendra environ %{smart_count} secondes.',
      minutes:
        'L’import de ces lignes prendra environ %{smart_count} minute. |||| L’import de ces lignes prendra environ %{smart_count} minutes.',
    },
    onlyErrors: 'Seulement les lignes en erreur',
    mode: 'Que faire des lignes en erreur ?',
    modeAll: 'Tout ou rien : n’importer que si toutes les lignes sont valides',
    modeValid: 'Seulement les lignes valides : ignorer les lignes en erreur',
    import: 'Importer',
    importing: 'Import en cours…',
    recheck: 'Vérifier à nouveau',
  },
  summary: {
    done: 'Import terminé',
    created: 'Créés : %{smart_count}',
    updated: 'Mis à jour : %{smart_count}',
    unchanged: 'Inchangés : %{smart_count}',
    skipped: 'Ignorés (en erreur) : %{smart_count}',
    journal: 'Voir ces modifications dans le journal',
    another: 'Importer un autre fichier',
  },
};
