/** The "Droits" page (src/features/rights): who may do what, read from the declarations. */
export const rights = {
  menu: 'Droits',
  title: 'Droits',
  intro:
    'Ce que chaque rôle peut faire dans chaque espace, tel que le serveur l’applique. Les règles viennent du fichier des rôles et des déclarations des espaces.',
  loadFailed: 'Impossible de lire les droits',
  areasTitle: 'Espaces et actions',
  fieldsTitle: 'Règles sur les champs',
  pagesTitle: 'Pages',
  noFieldRules: 'Aucune règle sur les champs',
  columns: {
    area: 'Espace',
    role: 'Rôle',
    field: 'Champ',
    rule: 'Règle',
    page: 'Page',
    roles: 'Rôles autorisés',
    scope: 'Périmètre limité',
  },
  actions: {
    list: 'Lister',
    show: 'Consulter',
    create: 'Créer',
    edit: 'Modifier',
    delete: 'Supprimer',
    export: 'Exporter',
    import: 'Importer',
    history: 'Historique',
    restore: 'Restaurer',
  },
  grants: {
    all: 'Tout',
    scoped: 'Limité',
    none: 'Non',
  },
  fieldRules: {
    hidden: 'Masqué',
    readOnly: 'Lecture seule',
    values: 'Valeurs permises : %{values}',
  },
  pages: {
    tests: 'Tableau de bord des tests',
    rights: 'Droits',
    media: 'Médias',
    journal: 'Journal des modifications',
    trash: 'Corbeille',
  },
};
