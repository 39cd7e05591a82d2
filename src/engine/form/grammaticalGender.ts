/**
 * The grammatical gender of an area's name, as its messages declare it (`resources.{name}.gender`
 * in i18n): French titles and notifications agree with it ("Nouvelle activité", "a été créée").
 * `m-vowel` is a masculine name starting with a vowel sound ("Nouvel établissement"). An area
 * whose messages say nothing reads as masculine, French's default.
 */
import { useCallback } from 'react';
import { useGetResourceLabel, useTranslate } from 'react-admin';

export const GENDERS = ['f', 'm', 'm-vowel'] as const;
export type Gender = (typeof GENDERS)[number];

export function useGenderOf(): (resource: string) => Gender {
  const translate = useTranslate();
  return useCallback(
    (resource: string) => {
      const declared = translate(`resources.${resource}.gender`, { _: 'm' });
      return (GENDERS as readonly string[]).includes(declared) ? (declared as Gender) : 'm';
    },
    [translate],
  );
}

/** The area's name as it reads inside a sentence: "activité", not "Activité" (acronyms kept). */
function inSentence(name: string): string {
  const [first, second] = name;
  return second && second === second.toLocaleUpperCase() ? name : first.toLocaleLowerCase() + name.slice(1);
}

/** A create page's title: "Nouvelle activité", "Nouveau thème", "Nouvel établissement". */
export function useCreateTitle(resource: string): string {
  const translate = useTranslate();
  const genderOf = useGenderOf();
  const label = useGetResourceLabel();
  return translate(`engine.titles.create.${genderOf(resource)}`, { name: inSentence(label(resource, 1)) });
}
