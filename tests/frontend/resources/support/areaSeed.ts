/** A small, consistent data set for the nine declared areas (references point at real rows). */
import type { Row } from '../../engine/support/fakeApi';

export function areaSeed(): Record<string, Row[]> {
  return {
    themes: [
      { id: 1, name: 'Sciences', color: '#1976d2', position: 0, active: true },
      { id: 2, name: 'Histoire', color: '#aa3300', position: 1, active: true },
    ],
    etablissements: [
      { id: 1, name: 'Lycée Victor Hugo', uai: '0751234A', type: 'lycee', city: 'Paris', active: true },
      { id: 2, name: 'Collège Jean Moulin', uai: '0691234B', type: 'college', city: 'Lyon', active: true },
    ],
    users: [
      {
        id: 1,
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.org',
        role: 'teacher',
        etablissement_id: 1,
        classes: [1],
        active: true,
      },
      {
        id: 2,
        first_name: 'Alan',
        last_name: 'Turing',
        email: 'alan@example.org',
        role: 'student',
        etablissement_id: 1,
        classes: [1],
        active: true,
      },
    ],
    classes: [
      {
        id: 1,
        name: 'Terminale S1',
        level: 'terminale',
        school_year: '2025-2026',
        etablissement_id: 1,
        teacher_id: 1,
        active: true,
      },
      { id: 2, name: '6e B', level: '6e', school_year: '2025-2026', etablissement_id: 2, active: true },
    ],
    hashtags: [
      { label: 'geographie', description: 'Cartes et pays', active: true },
      { label: 'histoire', description: 'Dates et personnages', active: true },
    ],
    activities: [
      {
        id: 1,
        title: 'Quiz des capitales',
        type: 'quiz',
        language: 'fr',
        theme_id: 1,
        hashtags: ['geographie'],
        etablissements: [1],
        duration_minutes: 20,
        difficulty: 2,
        active: true,
      },
      {
        id: 2,
        title: 'Lecture du soir',
        type: 'workshop',
        language: 'en',
        duration_minutes: 30,
        difficulty: 1,
        active: true,
      },
      {
        id: 3,
        title: 'Frise chronologique',
        type: 'quiz',
        language: 'fr',
        theme_id: 2,
        difficulty: 3,
        active: true,
      },
    ],
    courses: [
      {
        id: 1,
        title: 'Parcours découverte',
        language: 'fr',
        level: 'debutant',
        theme_id: 1,
        activities: [1, 2, 3],
        active: true,
      },
      { id: 2, title: 'Parcours expert', language: 'fr', level: 'avance', activities: [], active: true },
    ],
    'satisfaction-template-domains': [
      { id: 1, name: 'Pédagogie', position: 0 },
      { id: 2, name: 'Logistique', position: 1 },
      { id: 3, name: 'Accueil', position: 2 },
    ],
    'satisfaction-templates': [
      {
        id: 1,
        name: 'Fin de séance',
        domain_id: 1,
        questions: [{ label: 'Avez-vous aimé ?', kind: 'yes_no', required: true }],
        active: true,
      },
      {
        id: 2,
        name: 'Bilan trimestriel',
        domain_id: 1,
        questions: [{ label: 'Note globale', kind: 'scale', required: true }],
        active: true,
      },
    ],
  };
}
