/**
 * The shared schema gives the verdicts and French messages the form and the server both show.
 * Messages are compared with i18n/fr, so a rule and its wording are checked together.
 */
import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/fr';
import { makeTranslate, type Messages } from '../../i18n/translate';
import { defineResource } from '../../resources/kit/defineResource';
import { REFERENCE_LIST_MAX_ITEMS } from '../../resources/kit/referenceListCap';
import { cleanParsed, compileSchema, type SchemaMode } from '../../resources/kit/schema';
import { optionCodes } from '../../server/config/optionLists';
import { declaration } from './declarations';

const t = makeTranslate(fr as unknown as Messages);

/** Field path -> first message, or {} when the record is accepted. */
function verdict(
  resource: string,
  mode: SchemaMode,
  record: Record<string, unknown>,
): Record<string, string> {
  const result = compileSchema(declaration(resource), mode, t).safeParse(record);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const etablissement = {
  name: 'Lycée Victor Hugo',
  uai: '0751234A',
  type: 'lycee',
  postal_code: '75003',
  city: 'Paris',
  email: 'contact@lycee.fr',
  phone: '01 23 45 67 89',
  active: true,
};

describe('etablissements rules', () => {
  it('accepts a complete, well-formed record', () => {
    expect(verdict('etablissements', 'create', etablissement)).toEqual({});
  });

  it('requires the name, the UAI code and the type', () => {
    expect(
      verdict('etablissements', 'create', { ...etablissement, name: '', uai: undefined, type: null }),
    ).toEqual({
      name: 'Ce champ est obligatoire',
      uai: 'Ce champ est obligatoire',
      type: 'Ce champ est obligatoire',
    });
  });

  it('explains a malformed UAI code, postal code and phone with their own messages', () => {
    expect(
      verdict('etablissements', 'create', {
        ...etablissement,
        uai: '075123A',
        postal_code: '7500',
        phone: '12',
      }),
    ).toEqual({
      uai: fr.resources.etablissements.errors.uai,
      postal_code: fr.resources.etablissements.errors.postal_code,
      phone: fr.resources.etablissements.errors.phone,
    });
  });

  it('upper-cases the UAI code before checking it, and stores it upper-cased', () => {
    expect(verdict('etablissements', 'create', { ...etablissement, uai: ' 0751234a ' })).toEqual({});
    expect(cleanParsed(declaration('etablissements'), { uai: ' 0751234a ' })).toEqual({ uai: '0751234A' });
  });

  it('rejects an unknown type and a malformed e-mail address', () => {
    expect(
      verdict('etablissements', 'create', { ...etablissement, type: 'usine', email: 'contact@' }),
    ).toEqual({
      type: 'Valeur non autorisée',
      email: 'Adresse e-mail invalide',
    });
  });

  it('counts lengths in characters with the limit in the message', () => {
    expect(verdict('etablissements', 'create', { ...etablissement, name: 'x'.repeat(151) })).toEqual({
      name: 'Au plus 150 caractères',
    });
  });
});

describe('numbers', () => {
  const activity = {
    title: 'Quiz des capitales',
    type: 'quiz',
    language: 'fr',
    difficulty: 3,
    duration_minutes: 20,
  };

  it('accepts integers within bounds, given as numbers or typed text', () => {
    expect(verdict('activities', 'create', activity)).toEqual({});
    expect(verdict('activities', 'create', { ...activity, difficulty: ' 4 ' })).toEqual({});
  });

  it('gives the bound in the message', () => {
    expect(verdict('activities', 'create', { ...activity, difficulty: 6, duration_minutes: 0 })).toEqual({
      difficulty: 'La valeur doit être inférieure ou égale à 5',
      duration_minutes: 'La valeur doit être supérieure ou égale à 1',
    });
  });

  it('refuses a decimal where an integer is expected, and text that is no number', () => {
    expect(
      verdict('activities', 'create', { ...activity, difficulty: '2,5', duration_minutes: 'vingt' }),
    ).toEqual({
      difficulty: 'Ce champ doit être un nombre entier',
      duration_minutes: 'Ce champ doit être un nombre entier',
    });
  });

  it('checks the title length from both ends', () => {
    expect(verdict('activities', 'create', { ...activity, title: 'ab' })).toEqual({
      title: 'Au moins 3 caractères',
    });
  });
});

describe('decimal numbers', () => {
  const measures = defineResource({
    name: 'measures',
    recordRepresentation: 'label',
    fields: [
      { name: 'label', kind: 'text', required: true },
      { name: 'weight', kind: 'number' },
      { name: 'height', kind: 'number', min: 0.5 },
    ],
  });
  const parse = (record: Record<string, unknown>) => {
    const result = compileSchema(measures, 'create', t).safeParse({ label: 'Colis', ...record });
    if (!result.success)
      return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
    return cleanParsed(measures, result.data);
  };

  it('accepts a decimal typed with a comma, and a field without bounds any value', () => {
    expect(parse({ weight: '12,5', height: 0.75 })).toEqual({
      label: 'Colis',
      weight: 12.5,
      height: 0.75,
    });
    expect(parse({ weight: -123456.789 })).toMatchObject({ weight: -123456.789 });
  });

  it('stores a blank optional number as empty', () => {
    expect(parse({ weight: '   ', height: '' })).toEqual({ label: 'Colis', weight: null, height: null });
  });

  it('refuses text that is no number and a value below the bound, with their messages', () => {
    expect(parse({ weight: 'lourd', height: 0.25 })).toEqual({
      weight: 'Ce champ doit être un nombre',
      height: 'La valeur doit être supérieure ou égale à 0.5',
    });
  });
});

describe('users: a password required on create only', () => {
  const user = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org', role: 'teacher' };

  it('asks for a password of at least 8 characters on create', () => {
    expect(verdict('users', 'create', user)).toEqual({ password: 'Ce champ est obligatoire' });
    expect(verdict('users', 'create', { ...user, password: 'court' })).toEqual({
      password: 'Au moins 8 caractères',
    });
    expect(verdict('users', 'create', { ...user, password: 'assez-long' })).toEqual({});
  });

  it('lets an edit leave the password empty, but still checks a new one', () => {
    expect(verdict('users', 'edit', { ...user, password: '' })).toEqual({});
    expect(verdict('users', 'edit', { password: 'court' })).toEqual({ password: 'Au moins 8 caractères' });
  });

  it('on edit, judges only the fields sent; a field sent empty is still checked', () => {
    expect(verdict('users', 'edit', { role: 'admin' })).toEqual({});
    expect(verdict('users', 'edit', { last_name: '' })).toEqual({ last_name: 'Ce champ est obligatoire' });
  });

  it('refuses an unknown role', () => {
    expect(verdict('users', 'create', { ...user, password: 'assez-long', role: 'director' })).toEqual({
      role: 'Valeur non autorisée',
    });
  });
});

describe('hashtags: the label is the key', () => {
  it('accepts a lowercase label, lower-casing what is typed', () => {
    expect(verdict('hashtags', 'create', { label: 'Géographie' })).toEqual({});
    expect(cleanParsed(declaration('hashtags'), { label: 'Géographie' })).toEqual({ label: 'géographie' });
  });

  it('refuses a # or a space with the hashtag message', () => {
    expect(verdict('hashtags', 'create', { label: '#maths' })).toEqual({
      label: fr.resources.hashtags.errors.label,
    });
    expect(verdict('hashtags', 'create', { label: 'deux mots' })).toEqual({
      label: fr.resources.hashtags.errors.label,
    });
  });

  it('does not accept a label on edit: it cannot change', () => {
    expect(Object.keys(compileSchema(declaration('hashtags'), 'edit', t).shape)).not.toContain('label');
    expect(Object.keys(compileSchema(declaration('hashtags'), 'create', t).shape)).toContain('label');
  });

  it('never validates computed values: the server owns them', () => {
    expect(Object.keys(compileSchema(declaration('hashtags'), 'create', t).shape)).not.toContain(
      'usage_count',
    );
  });
});

describe('classes and themes: patterns, colours, references', () => {
  it('wants a school year such as 2025-2026', () => {
    const base = { name: '6e A', level: '6e', etablissement_id: 1 };
    expect(verdict('classes', 'create', { ...base, school_year: '2025-2026' })).toEqual({});
    expect(verdict('classes', 'create', { ...base, school_year: '25-26' })).toEqual({
      school_year: fr.resources.classes.errors.school_year,
    });
  });

  it('requires the establishment and accepts a numeric or textual key', () => {
    const base = { name: '6e A', level: '6e', school_year: '2025-2026' };
    expect(verdict('classes', 'create', base)).toEqual({ etablissement_id: 'Ce champ est obligatoire' });
    expect(verdict('classes', 'create', { ...base, etablissement_id: '7' })).toEqual({});
    expect(verdict('classes', 'create', { ...base, etablissement_id: { id: 7 } })).toEqual({
      etablissement_id: 'Référence invalide',
    });
  });

  it('wants a colour as #RRGGBB', () => {
    expect(verdict('themes', 'create', { name: 'Sciences', color: '#12abEF' })).toEqual({});
    expect(verdict('themes', 'create', { name: 'Sciences', color: 'bleu' })).toEqual({
      color: 'Couleur invalide (format #RRGGBB)',
    });
  });

  it('wants a list of keys for a reference list', () => {
    const course = { title: 'Parcours découverte', language: 'fr', level: 'debutant' };
    expect(verdict('courses', 'create', { ...course, activities: [3, 1, 2] })).toEqual({});
    expect(verdict('courses', 'create', { ...course, activities: 'tout' })).toEqual({
      activities: 'Liste de références invalide',
    });
  });
});

describe('satisfaction templates: a list of questions', () => {
  const base = { name: 'Fin de séance', domain_id: 1 };
  const question = { label: 'Avez-vous aimé ?', kind: 'yes_no', required: true };

  it('needs at least one question', () => {
    expect(verdict('satisfaction-templates', 'create', { ...base, questions: [] })).toEqual({
      questions: 'Ce champ est obligatoire',
    });
    expect(verdict('satisfaction-templates', 'create', { ...base, questions: [question] })).toEqual({});
  });

  it('points at the faulty question and field', () => {
    expect(
      verdict('satisfaction-templates', 'create', {
        ...base,
        questions: [question, { label: '', kind: 'note', required: true }],
      }),
    ).toEqual({
      'questions.1.label': 'Ce champ est obligatoire',
      'questions.1.kind': 'Valeur non autorisée',
    });
  });

  it('caps the number of questions', () => {
    const many = Array.from({ length: 51 }, () => question);
    expect(verdict('satisfaction-templates', 'create', { ...base, questions: many })).toEqual({
      questions: 'Au plus 50 élément(s)',
    });
  });
});

describe('remote enums', () => {
  it('accept any code when their list is not known (a form whose list failed to load)', () => {
    expect(
      verdict('activities', 'create', { title: 'Quiz', type: 'nouveau-type', language: 'br', difficulty: 1 }),
    ).toEqual({});
  });
});

describe('reference lists: a capped number of items', () => {
  const course = { title: 'Parcours découverte', language: 'fr', level: 'debutant' };

  it('accepts up to 1000 keys by default and refuses more, with the limit in the message', () => {
    const keys = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
    expect(verdict('courses', 'create', { ...course, activities: keys(REFERENCE_LIST_MAX_ITEMS) })).toEqual(
      {},
    );
    expect(
      verdict('courses', 'create', { ...course, activities: keys(REFERENCE_LIST_MAX_ITEMS + 1) }),
    ).toEqual({
      activities: 'Au plus 1000 élément(s)',
    });
  });

  it('takes the cap a declaration gives', () => {
    const rooms = defineResource({
      name: 'rooms',
      recordRepresentation: 'name',
      fields: [{ name: 'tags', kind: 'referenceList', target: 'hashtags', maxItems: 2 }],
    });
    const schema = compileSchema(rooms, 'create', t);
    expect(schema.safeParse({ tags: ['a', 'b'] }).success).toBe(true);
    expect(schema.safeParse({ tags: ['a', 'b', 'c'] }).error?.issues[0]?.message).toBe(
      'Au plus 2 élément(s)',
    );
  });
});

describe('image fields: a file of this server’s media library', () => {
  const activity = { title: 'Quiz des capitales', type: 'quiz', language: 'fr' };
  const imageVerdict = (image: unknown) => verdict('activities', 'create', { ...activity, image });
  const refused = { image: 'Choisissez une image de la médiathèque (dossier « cartes »)' };

  it('accepts a path of the field’s own directory, or no image', () => {
    expect(imageVerdict('/media-files/cartes/carte-de-france.png')).toEqual({});
    expect(imageVerdict('/media-files/cartes/photo_2.JPEG')).toEqual({});
    expect(imageVerdict('')).toEqual({});
    expect(imageVerdict(null)).toEqual({});
  });

  it('refuses outside addresses, scripts, other directories, paths that climb and non-images', () => {
    for (const image of [
      'https://tracker.example.com/pixel.png',
      '//tracker.example.com/pixel.png',
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      '/media-files/avatars/photo.png',
      '/media-files/cartes/../../data/eduadmin.sqlite',
      '/media-files/cartes/..%2F..%2Fsecret.png',
      '/media-files/cartes/sous/dossier.png',
      '/media-files/cartes/page.html',
      '/media-files/cartes/image.svg',
    ]) {
      expect(imageVerdict(image), image).toEqual(refused);
    }
  });

  it('caps the length of the path', () => {
    expect(imageVerdict(`/media-files/cartes/${'a'.repeat(300)}.png`)).toEqual({
      image: 'Au plus 300 caractères',
    });
  });
});

describe('text is normalised before it is judged', () => {
  const activity = { title: 'Quiz des capitales', type: 'quiz', language: 'fr' };

  it('refuses a required text made of spaces (or invisible characters) only', () => {
    expect(verdict('activities', 'create', { ...activity, title: '   ' })).toEqual({
      title: 'Ce champ est obligatoire',
    });
    expect(verdict('activities', 'create', { ...activity, title: ' \u200B\uFEFF ' })).toEqual({
      title: 'Ce champ est obligatoire',
    });
  });

  it('trims, removes zero-width characters and stores the composed (NFC) form', () => {
    expect(cleanParsed(declaration('themes'), { name: ' Sciences\u200B ' })).toEqual({ name: 'Sciences' });
    expect(cleanParsed(declaration('themes'), { name: '\uFEFFSci\u200Cen\u200Dces' })).toEqual({
      name: 'Sciences',
    });
    expect(cleanParsed(declaration('themes'), { name: 'Cafe\u0301' })).toEqual({ name: 'Café' });
    expect(cleanParsed(declaration('users'), { email: ' Ada@Example.org\u200B' })).toEqual({
      email: 'ada@example.org',
    });
  });

  it('keeps the joiners of emoji sequences in long texts', () => {
    const family = '👨\u200D👩\u200D👧';
    expect(cleanParsed(declaration('activities'), { description: ` ${family}\u200B ` })).toEqual({
      description: family,
    });
  });

  it('keeps a password exactly as typed, but a password of spaces is no password', () => {
    const user = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org', role: 'teacher' };
    expect(cleanParsed(declaration('users'), { password: '  mot de passe  ' })).toEqual({
      password: '  mot de passe  ',
    });
    expect(verdict('users', 'create', { ...user, password: '          ' })).toEqual({
      password: 'Ce champ est obligatoire',
    });
  });

  it('refuses a NUL character in any text, passwords included', () => {
    const user = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org', role: 'teacher' };
    const message = fr.validation.nulCharacter;
    expect(verdict('activities', 'create', { ...activity, title: 'Quiz\u0000caché' })).toEqual({
      title: message,
    });
    expect(verdict('users', 'create', { ...user, password: 'assez-long\u0000' })).toEqual({
      password: message,
    });
  });
});

describe('characters a text may not hold', () => {
  const activity = { title: 'Quiz des capitales', type: 'quiz', language: 'fr' };
  const refused = (code: string) => fr.validation.refusedCharacter.replace('%{code}', code);

  it('refuses control and direction characters in one-line text, naming the character', () => {
    const cases: [string, string][] = [
      ['Quiz\u0007', 'U+0007'],
      ['\u001B[0mQuiz', 'U+001B'],
      ['Quiz\u007Fdel', 'U+007F'],
      ['Quiz\u009Bc1', 'U+009B'],
      ['Quiz\u200Emarque', 'U+200E'],
      ['Quiz\u200Fmarque', 'U+200F'],
      ['Quiz\u202Aplonge', 'U+202A'],
      ['cod\u202Egnp.exe', 'U+202E'],
      ['Quiz\u2066isolé', 'U+2066'],
      ['Quiz\u2069isolé', 'U+2069'],
      ['Quiz\tTab', 'U+0009'],
      ['Quiz\nLigne', 'U+000A'],
    ];
    for (const [title, code] of cases) {
      expect(verdict('activities', 'create', { ...activity, title }), JSON.stringify(title)).toEqual({
        title: refused(code),
      });
    }
    const user = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org', role: 'teacher' };
    expect(verdict('users', 'create', { ...user, password: 'assez-long\u202E' })).toEqual({
      password: refused('U+202E'),
    });
  });

  it('lets a long text keep tabs and line feeds (CR LF made LF), but no other control', () => {
    expect(verdict('activities', 'create', { ...activity, description: 'Un\n\tdeux' })).toEqual({});
    expect(cleanParsed(declaration('activities'), { description: 'Un\r\ndeux\rtrois' })).toEqual({
      description: 'Un\ndeux\ntrois',
    });
    expect(verdict('activities', 'create', { ...activity, description: 'Un\u001Bdeux' })).toEqual({
      description: refused('U+001B'),
    });
    expect(verdict('activities', 'create', { ...activity, description: 'Un\u202Ddeux' })).toEqual({
      description: refused('U+202D'),
    });
  });

  it('refuses half of a surrogate pair in any text, and accepts whole pairs', () => {
    expect(verdict('activities', 'create', { ...activity, title: 'Quiz \uD83D' })).toEqual({
      title: fr.validation.loneSurrogate.replace('%{code}', 'U+D83D'),
    });
    expect(verdict('activities', 'create', { ...activity, description: '\uDE00 fin' })).toEqual({
      description: fr.validation.loneSurrogate.replace('%{code}', 'U+DE00'),
    });
    expect(verdict('activities', 'create', { ...activity, title: 'Quiz \uD83D\uDE00' })).toEqual({});
  });
});

describe('enums whose values come from a list the server serves', () => {
  const activity = { title: 'Quiz', type: 'quiz', language: 'fr', difficulty: 1 };
  const serverVerdict = (record: Record<string, unknown>) => {
    const result = compileSchema(declaration('activities'), 'create', t, { optionCodes }).safeParse(record);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('accept the codes of the list and refuse others, given the lists', () => {
    expect(serverVerdict(activity)).toEqual({});
    expect(serverVerdict({ ...activity, type: 'nouveau-type', language: 'br' })).toEqual({
      type: 'Valeur non autorisée',
      language: 'Valeur non autorisée',
    });
  });

  it('judge a code after trimming it', () => {
    expect(serverVerdict({ ...activity, type: ' quiz ' })).toEqual({});
  });
});
