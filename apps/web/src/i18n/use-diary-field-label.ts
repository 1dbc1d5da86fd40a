import type { DiaryFieldName } from '@cephalo/shared/diary-fields';
import { useT } from './use-t';

/**
 * A diary field's label in the interface language. Its English is DIARY_FIELD_LABELS of
 * packages/shared (the specification's words): `diaryField.<name>` in the catalogue, checked
 * against that declaration by the catalogue test.
 */
export function useDiaryFieldLabel(): (field: Exclude<DiaryFieldName, 'weather'>) => string {
  const t = useT();
  return (field) => t(`diaryField.${field}`);
}
