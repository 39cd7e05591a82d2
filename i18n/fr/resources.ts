/**
 * Labels of the managed areas, keyed as react-admin expects (`resources.{name}.fields.{field}`)
 * and as resources/kit/labels.ts derives them from the declarations (enum values, list items).
 */
const dates = {
  created_at: 'Créé le',
  updated_at: 'Modifié le',
};

export const resources = {
  activities: {
    name: 'Activité |||| Activités',
    gender: 'f',
    fields: {
      title: 'Titre',
      description: 'Description',
      type: 'Type',
      language: 'Langue',
      image: 'Image',
      theme_id: 'Thème',
      hashtags: 'Hashtags',
      etablissements: 'Établissements',
      duration_minutes: 'Durée (minutes)',
      difficulty: 'Difficulté',
      active: 'Active',
      ...dates,
    },
    helpers: {
      difficulty: 'De 1 (très facile) à 5 (très difficile)',
      image: 'Image de la carte, choisie dans le dossier « Cartes » de la médiathèque',
    },
  },
  courses: {
    name: 'Parcours |||| Parcours',
    gender: 'm',
    fields: {
      title: 'Titre',
      description: 'Description',
      language: 'Langue',
      level: 'Niveau',
      theme_id: 'Thème',
      activities: 'Activités',
      active: 'Actif',
      ...dates,
    },
    values: {
      level: {
        debutant: 'Débutant',
        intermediaire: 'Intermédiaire',
        avance: 'Avancé',
      },
    },
    helpers: {
      activities: 'Les activités sont proposées dans cet ordre ; utilisez les flèches pour le changer',
    },
  },
  users: {
    name: 'Utilisateur |||| Utilisateurs',
    gender: 'm-vowel',
    fields: {
      first_name: 'Prénom',
      last_name: 'Nom',
      email: 'Adresse e-mail',
      role: 'Rôle',
      etablissement_id: 'Établissement',
      classes: 'Classes',
      password: 'Mot de passe',
      current_password: 'Mot de passe actuel',
      active: 'Actif',
      last_sign_in_at: 'Dernière connexion',
      ...dates,
    },
    values: {
      role: {
        student: 'Élève',
        teacher: 'Enseignant',
        staff: 'Personnel',
        admin: 'Administrateur',
      },
    },
    helpers: {
      passwordOnCreate: 'Au moins 8 caractères.',
      password: 'Au moins 8 caractères. En modification, laissez vide pour garder le mot de passe actuel.',
      current_password: 'Requis pour changer votre propre mot de passe ou votre adresse e-mail.',
    },
  },
  etablissements: {
    name: 'Établissement |||| Établissements',
    gender: 'm-vowel',
    fields: {
      name: 'Nom',
      uai: 'Code UAI',
      type: 'Type',
      address: 'Adresse',
      postal_code: 'Code postal',
      city: 'Ville',
      email: 'Adresse e-mail',
      phone: 'Téléphone',
      active: 'Actif',
      ...dates,
    },
    values: {
      type: {
        ecole: 'École',
        college: 'Collège',
        lycee: 'Lycée',
        universite: 'Université',
        centre_loisirs: 'Centre de loisirs',
        autre: 'Autre',
      },
    },
    helpers: {
      uai: '7 chiffres suivis d’une lettre, par exemple 0751234A',
    },
    errors: {
      uai: 'Le code UAI doit comporter 7 chiffres suivis d’une lettre (ex. 0751234A)',
      postal_code: 'Le code postal doit comporter 5 chiffres',
      phone: 'Numéro de téléphone invalide (ex. 01 23 45 67 89 ou +33 1 23 45 67 89)',
    },
  },
  classes: {
    name: 'Classe |||| Classes',
    gender: 'f',
    fields: {
      name: 'Nom',
      level: 'Niveau',
      school_year: 'Année scolaire',
      etablissement_id: 'Établissement',
      teacher_id: 'Enseignant',
      active: 'Active',
      student_count: 'Élèves',
      ...dates,
    },
    values: {
      level: {
        cp: 'CP',
        ce1: 'CE1',
        ce2: 'CE2',
        cm1: 'CM1',
        cm2: 'CM2',
        '6e': '6e',
        '5e': '5e',
        '4e': '4e',
        '3e': '3e',
        '2nde': 'Seconde',
        '1ere': 'Première',
        terminale: 'Terminale',
        autre: 'Autre',
      },
    },
    helpers: {
      school_year: 'Sous la forme 2025-2026',
    },
    errors: {
      school_year: 'L’année scolaire doit avoir la forme 2025-2026',
    },
  },
  hashtags: {
    name: 'Hashtag |||| Hashtags',
    gender: 'm',
    fields: {
      label: 'Libellé',
      description: 'Description',
      usage_count: 'Utilisations',
      active: 'Actif',
      ...dates,
    },
    helpers: {
      label: 'En minuscules, sans # ni espace (lettres, chiffres, - et _) ; ne peut plus être changé ensuite',
    },
    errors: {
      label:
        'Le libellé ne peut contenir que des lettres minuscules, des chiffres, - et _ (sans # ni espace)',
    },
  },
  themes: {
    name: 'Thème |||| Thèmes',
    gender: 'm',
    fields: {
      name: 'Nom',
      description: 'Description',
      color: 'Couleur',
      position: 'Position',
      active: 'Actif',
      ...dates,
    },
    helpers: {
      position: 'Les thèmes sont présentés du plus petit nombre au plus grand',
    },
  },
  'satisfaction-templates': {
    name: 'Modèle de satisfaction |||| Modèles de satisfaction',
    gender: 'm',
    fields: {
      name: 'Nom',
      description: 'Description',
      domain_id: 'Domaine',
      questions: 'Questions',
      active: 'Actif',
      ...dates,
    },
    items: {
      questions: {
        label: 'Intitulé de la question',
        kind: 'Type de réponse',
        options: 'Choix proposés',
        required: 'Réponse obligatoire',
      },
    },
    values: {
      questions: {
        kind: {
          scale: 'Échelle de 1 à 5',
          yes_no: 'Oui / non',
          free_text: 'Texte libre',
          single_choice: 'Choix unique',
        },
      },
    },
    helpers: {
      options: 'Un choix par ligne',
    },
  },
  'satisfaction-template-domains': {
    name: 'Domaine de satisfaction |||| Domaines de satisfaction',
    gender: 'm',
    fields: {
      name: 'Nom',
      position: 'Position',
      template_count: 'Modèles',
      ...dates,
    },
    page: {
      title: 'Domaines des modèles de satisfaction',
      intro:
        'Les domaines classent les modèles de satisfaction. Leur ordre ici est celui des listes de choix.',
      empty: 'Aucun domaine pour le moment. Ajoutez le premier ci-dessous.',
      loadFailed: 'Impossible de charger les domaines.',
      loading: 'Chargement des domaines…',
      retry: 'Réessayer',
      newName: 'Nom du nouveau domaine',
      add: 'Ajouter',
      added: 'Domaine « %{name} » ajouté',
      rename: 'Renommer « %{name} »',
      renameLabel: 'Nouveau nom de « %{name} »',
      save: 'Enregistrer',
      cancel: 'Annuler',
      renamed: 'Domaine renommé en « %{name} »',
      moveUp: 'Monter « %{name} »',
      moveDown: 'Descendre « %{name} »',
      reordered: 'Ordre des domaines enregistré',
      delete: 'Supprimer « %{name} »',
      templateCount: '%{smart_count} modèle |||| %{smart_count} modèles',
      templateCountZero: 'Aucun modèle',
      deleteTitle: 'Supprimer le domaine « %{name} » ?',
      deleteUnused: 'Aucun modèle n’utilise ce domaine. Il sera supprimé définitivement.',
      deleteInUse:
        'Ce domaine est utilisé par %{smart_count} modèle de satisfaction. Ce modèle sera rattaché au domaine choisi ci-dessous, puis le domaine « %{name} » sera supprimé. |||| Ce domaine est utilisé par %{smart_count} modèles de satisfaction. Ces modèles seront rattachés au domaine choisi ci-dessous, puis le domaine « %{name} » sera supprimé.',
      deleteInUseNoTarget:
        'Ce domaine est utilisé par %{smart_count} modèle de satisfaction et c’est le seul domaine : créez d’abord un autre domaine pour y rattacher ce modèle. |||| Ce domaine est utilisé par %{smart_count} modèles de satisfaction et c’est le seul domaine : créez d’abord un autre domaine pour y rattacher ces modèles.',
      moveTo: 'Rattacher les modèles au domaine',
      confirmDelete: 'Supprimer',
      deleted: 'Domaine « %{name} » supprimé',
      movedAndDeleted:
        '%{smart_count} modèle rattaché à « %{target} », domaine « %{name} » supprimé |||| %{smart_count} modèles rattachés à « %{target} », domaine « %{name} » supprimé',
      failed: 'L’opération a échoué : %{message}',
    },
  },
};
