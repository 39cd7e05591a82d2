/** Messages of the generated screens (src/engine): lists, forms, bulk actions, home dashboard. */
export const engine = {
  list: {
    empty: 'Aucun élément dans « %{name} » pour le moment.',
    emptyInvite: 'Commencez par en créer un.',
    loading: 'Chargement de la liste…',
    loadFailed: 'Impossible de charger la liste.',
    retry: 'Réessayer',
    /** A phone's line of an inactive record: the area's label of its active field. */
    /** Before a value on a phone's second line. */
    labelled: '%{field} : ',
    notActive: '%{field} : non',
    /** The pagination of a list whose total the server estimated (a large filtered list). */
    estimatedRange: '%{from}-%{to} sur environ %{total}',
  },
  /** The list's export: a file to read (labels) or to feed another program (codes). */
  export: {
    labels: 'Libellés, à lire (CSV)',
    codes: 'Codes, pour les machines (CSV)',
  },
  /** The filters every list gets: bounds on numbers and dates, emptiness of optional fields. */
  filters: {
    from: '%{field} : à partir de',
    to: '%{field} : jusqu’à',
    emptiness: '%{field} : vide ou renseigné',
    empty: 'Vide',
    filled: 'Renseigné',
    clearAll: 'Effacer les filtres',
  },
  savedViews: {
    button: 'Vues',
    menu: 'Vues enregistrées',
    loading: 'Chargement des vues…',
    loadFailed: 'Impossible de charger les vues',
    none: 'Aucune vue enregistrée',
    shared: 'Partagée par %{name}',
    sharedByMe: 'Partagée avec mon rôle',
    save: 'Enregistrer la vue actuelle…',
    dialogTitle: 'Enregistrer la vue actuelle',
    dialogHelp: 'Les filtres, le tri, le nombre de lignes par page et les colonnes affichées.',
    name: 'Nom de la vue',
    shareWithRole: 'Partager avec mon rôle',
    cancel: 'Annuler',
    confirmSave: 'Enregistrer',
    saved: 'Vue « %{name} » enregistrée',
    applied: 'Vue « %{name} » appliquée',
    delete: 'Supprimer la vue « %{name} »',
    deleteTitle: 'Supprimer la vue « %{name} » ?',
    deleteContent: 'La vue sera supprimée pour vous et pour les personnes avec qui elle est partagée.',
    deleted: 'Vue « %{name} » supprimée',
    failed: 'L’opération a échoué',
  },
  bulk: {
    activate: 'Activer',
    deactivate: 'Désactiver',
    activated: '%{smart_count} élément activé |||| %{smart_count} éléments activés',
    deactivated: '%{smart_count} élément désactivé |||| %{smart_count} éléments désactivés',
    toggleFailed: 'Le changement d’état a échoué',
    deleteTitle: 'Supprimer %{smart_count} élément ? |||| Supprimer %{smart_count} éléments ?',
    deleteContent:
      'L’élément sélectionné sera placé dans la corbeille. |||| Les %{smart_count} éléments sélectionnés seront placés dans la corbeille.',
  },
  bulkEdit: {
    open: 'Modifier la sélection',
    title: 'Modifier %{smart_count} élément |||| Modifier %{smart_count} éléments',
    intro: 'Cochez les champs à modifier : les autres restent tels quels.',
    change: 'Modifier « %{field} »',
    apply: 'Appliquer',
    done: '%{smart_count} élément modifié |||| %{smart_count} éléments modifiés',
    failed: 'La modification groupée a échoué',
  },
  /** Under an edit form: the records of other areas pointing to this one. */
  related: {
    headingByField: '%{area} · %{field}',
    none: 'Aucun élément pour le moment.',
    failed: 'Impossible de lire ces éléments.',
    seeAll: 'Voir tout (%{smart_count})',
  },
  /** Page titles, by the area's grammatical gender (`resources.{name}.gender`). */
  titles: {
    create: { f: 'Nouvelle %{name}', m: 'Nouveau %{name}', 'm-vowel': 'Nouvel %{name}' },
  },
  form: {
    deleteTitle: 'Supprimer « %{recordRepresentation} » ?',
    deleteContent: 'Cet élément sera placé dans la corbeille.',
  },
  deleteReport: {
    loading: 'Calcul de ce que la suppression touchera…',
    failed: 'Impossible de savoir ce que la suppression touchera.',
    touches: 'Cette suppression touchera :',
    nothing: 'Aucun autre élément n’y est lié.',
    refused: 'La suppression sera refusée :',
  },
  notifications: {
    /** By the area's grammatical gender (`resources.{name}.gender`). */
    created: {
      f: '« %{name} » a été créée',
      m: '« %{name} » a été créé',
      'm-vowel': '« %{name} » a été créé',
    },
    updated: 'Les modifications de « %{name} » ont été enregistrées',
  },
  fields: {
    thumbnail: 'Aperçu de l’image',
    itemCount: '%{smart_count} élément |||| %{smart_count} éléments',
  },
  inputs: {
    colorPicker: 'Choisir la couleur',
    mediaUrlHelper: 'Adresse de l’image (par exemple /media-files/cartes/image.png)',
    order: 'Ordre',
    moveUp: 'Monter « %{name} »',
    moveDown: 'Descendre « %{name} »',
  },
  dashboard: {
    areas: 'Espaces gérés',
    count: '%{smart_count} élément |||| %{smart_count} éléments',
    countFailed: 'Nombre indisponible',
    estimatedCount: 'environ %{total} éléments',
    loading: 'Chargement…',
    open: 'Ouvrir',
    openArea: 'Ouvrir « %{name} »',
    createIn: 'Créer dans « %{name} »',
    recent: 'Dernières modifications',
    recentEmpty: 'Aucune modification récente',
    changed: '%{area} · modifié le %{date}',
  },
};
