/** Labels of the managed areas, key for key with i18n/fr/resources.ts. */
const dates = {
  created_at: 'Created on',
  updated_at: 'Changed on',
};

export const resources = {
  activities: {
    name: 'Activity |||| Activities',
    gender: 'f',
    fields: {
      title: 'Title',
      description: 'Description',
      type: 'Type',
      language: 'Language',
      image: 'Image',
      theme_id: 'Theme',
      hashtags: 'Hashtags',
      etablissements: 'Establishments',
      duration_minutes: 'Duration (minutes)',
      difficulty: 'Difficulty',
      active: 'Active',
      ...dates,
    },
    helpers: {
      difficulty: 'From 1 (very easy) to 5 (very hard)',
      image: 'Card image, picked from the “Cards” folder of the media library',
    },
  },
  courses: {
    name: 'Course |||| Courses',
    gender: 'm',
    fields: {
      title: 'Title',
      description: 'Description',
      language: 'Language',
      level: 'Level',
      theme_id: 'Theme',
      activities: 'Activities',
      active: 'Active',
      ...dates,
    },
    values: {
      level: {
        debutant: 'Beginner',
        intermediaire: 'Intermediate',
        avance: 'Advanced',
      },
    },
    helpers: {
      activities: 'Activities are offered in this order; use the arrows to change it',
    },
  },
  users: {
    name: 'User |||| Users',
    gender: 'm-vowel',
    fields: {
      first_name: 'First name',
      last_name: 'Last name',
      email: 'Email address',
      role: 'Role',
      etablissement_id: 'Establishment',
      classes: 'Classes',
      password: 'Password',
      current_password: 'Current password',
      active: 'Active',
      last_sign_in_at: 'Last sign-in',
      ...dates,
    },
    values: {
      role: {
        student: 'Student',
        teacher: 'Teacher',
        staff: 'Staff',
        admin: 'Administrator',
      },
    },
    helpers: {
      passwordOnCreate: 'At least 8 characters.',
      password: 'At least 8 characters. When editing, leave empty to keep the current password.',
      current_password: 'Required to change your own password or email address.',
    },
  },
  etablissements: {
    name: 'Establishment |||| Establishments',
    gender: 'm-vowel',
    fields: {
      name: 'Name',
      uai: 'UAI code',
      type: 'Type',
      address: 'Address',
      postal_code: 'Postal code',
      city: 'City',
      email: 'Email address',
      phone: 'Phone',
      active: 'Active',
      ...dates,
    },
    values: {
      type: {
        ecole: 'Primary school',
        college: 'Middle school',
        lycee: 'High school',
        universite: 'University',
        centre_loisirs: 'Leisure centre',
        autre: 'Other',
      },
    },
    helpers: {
      uai: '7 digits followed by a letter, for instance 0751234A',
    },
    errors: {
      uai: 'The UAI code must be 7 digits followed by a letter (e.g. 0751234A)',
      postal_code: 'The postal code must be 5 digits',
      phone: 'Invalid phone number (e.g. 01 23 45 67 89 or +33 1 23 45 67 89)',
    },
  },
  classes: {
    name: 'Class |||| Classes',
    gender: 'f',
    fields: {
      name: 'Name',
      level: 'Level',
      school_year: 'School year',
      etablissement_id: 'Establishment',
      teacher_id: 'Teacher',
      active: 'Active',
      student_count: 'Students',
      ...dates,
    },
    values: {
      level: {
        // English first, the French name after: staff and documents still use the French ones.
        cp: '1st grade (CP)',
        ce1: '2nd grade (CE1)',
        ce2: '3rd grade (CE2)',
        cm1: '4th grade (CM1)',
        cm2: '5th grade (CM2)',
        '6e': '6th grade (6e)',
        '5e': '7th grade (5e)',
        '4e': '8th grade (4e)',
        '3e': '9th grade (3e)',
        '2nde': '10th grade (Seconde)',
        '1ere': '11th grade (Première)',
        terminale: '12th grade (Terminale)',
        autre: 'Other',
      },
    },
    helpers: {
      school_year: 'In the form 2025-2026',
    },
    errors: {
      school_year: 'The school year must look like 2025-2026',
    },
  },
  hashtags: {
    name: 'Hashtag |||| Hashtags',
    gender: 'm',
    fields: {
      label: 'Label',
      description: 'Description',
      usage_count: 'Uses',
      active: 'Active',
      ...dates,
    },
    helpers: {
      label: 'Lowercase, no # nor space (letters, digits, - and _); cannot be changed afterwards',
    },
    errors: {
      label: 'The label may only hold lowercase letters, digits, - and _ (no # nor space)',
    },
  },
  themes: {
    name: 'Theme |||| Themes',
    gender: 'm',
    fields: {
      name: 'Name',
      description: 'Description',
      color: 'Colour',
      position: 'Position',
      active: 'Active',
      ...dates,
    },
    helpers: {
      position: 'Themes are listed from the smallest number to the largest',
    },
  },
  'satisfaction-templates': {
    name: 'Satisfaction template |||| Satisfaction templates',
    gender: 'm',
    fields: {
      name: 'Name',
      description: 'Description',
      domain_id: 'Domain',
      questions: 'Questions',
      active: 'Active',
      ...dates,
    },
    items: {
      questions: {
        label: 'Question',
        kind: 'Kind of answer',
        options: 'Choices offered',
        required: 'Answer required',
      },
    },
    values: {
      questions: {
        kind: {
          scale: 'Scale from 1 to 5',
          yes_no: 'Yes / no',
          free_text: 'Free text',
          single_choice: 'Single choice',
        },
      },
    },
    helpers: {
      options: 'One choice a line',
    },
  },
  'satisfaction-template-domains': {
    name: 'Satisfaction domain |||| Satisfaction domains',
    gender: 'm',
    fields: {
      name: 'Name',
      position: 'Position',
      template_count: 'Templates',
      ...dates,
    },
    page: {
      title: 'Domains of the satisfaction templates',
      intro: 'Domains sort the satisfaction templates. Their order here is the order of the choice lists.',
      empty: 'No domain yet. Add the first one below.',
      loadFailed: 'The domains could not be loaded.',
      loading: 'Loading the domains…',
      retry: 'Retry',
      newName: 'Name of the new domain',
      add: 'Add',
      added: 'Domain “%{name}” added',
      rename: 'Rename “%{name}”',
      renameLabel: 'New name of “%{name}”',
      save: 'Save',
      cancel: 'Cancel',
      renamed: 'Domain renamed to “%{name}”',
      moveUp: 'Move “%{name}” up',
      moveDown: 'Move “%{name}” down',
      reordered: 'Order of the domains saved',
      delete: 'Delete “%{name}”',
      templateCount: '%{smart_count} template |||| %{smart_count} templates',
      templateCountZero: 'No template',
      deleteTitle: 'Delete the domain “%{name}”?',
      deleteUnused: 'No template uses this domain. It will be deleted for good.',
      deleteInUse:
        'This domain is used by %{smart_count} satisfaction template. It will be moved to the domain chosen below, then the domain “%{name}” will be deleted. |||| This domain is used by %{smart_count} satisfaction templates. They will be moved to the domain chosen below, then the domain “%{name}” will be deleted.',
      deleteInUseNoTarget:
        'This domain is used by %{smart_count} satisfaction template and it is the only domain: create another domain first to move it there. |||| This domain is used by %{smart_count} satisfaction templates and it is the only domain: create another domain first to move them there.',
      moveTo: 'Move the templates to the domain',
      confirmDelete: 'Delete',
      deleted: 'Domain “%{name}” deleted',
      movedAndDeleted:
        '%{smart_count} template moved to “%{target}”, domain “%{name}” deleted |||| %{smart_count} templates moved to “%{target}”, domain “%{name}” deleted',
      failed: 'The operation failed: %{message}',
    },
  },
};
