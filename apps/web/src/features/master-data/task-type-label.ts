import { useTranslation } from 'react-i18next';
import '../../i18n/parts/master-data';

/**
 * A task type's name in the reader's language: the app's `masterData.types.<TYPE>` when it has
 * one, else the English label the server registered the type with (a type added later still shows).
 */
export function useTaskTypeLabel(): (taskType: string, label: string) => string {
  const { t } = useTranslation();
  return (taskType, label) => t(`masterData.types.${taskType}`, { defaultValue: label });
}
