import { IST_TIME_ZONE } from '@dom/domain';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Pickers show and choose in IST whatever the computer's own time zone (doc 1 §9). */
export const PICKER_TIME_ZONE = IST_TIME_ZONE;
/** "5 Mar, 2025" and "5 Mar, 2025, 2:30 PM", as everywhere else in the product. */
export const PICKER_DATE_FORMAT = 'D MMM, YYYY';
export const PICKER_DATE_TIME_FORMAT = 'D MMM, YYYY, h:mm A';

export function PickerProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const localeText = useMemo(
    () => ({
      previousMonth: t('pickers.previousMonth'),
      nextMonth: t('pickers.nextMonth'),
      openPreviousView: t('pickers.openPreviousView'),
      openNextView: t('pickers.openNextView'),
      cancelButtonLabel: t('common.cancel'),
      clearButtonLabel: t('common.clear'),
      okButtonLabel: t('common.ok'),
      todayButtonLabel: t('pickers.today'),
      datePickerToolbarTitle: t('pickers.selectDate'),
      dateTimePickerToolbarTitle: t('pickers.selectDateTime'),
      timePickerToolbarTitle: t('pickers.selectTime'),
      openDatePickerDialogue: (formatted: string | null) =>
        formatted ? t('pickers.chooseDateSelected', { date: formatted }) : t('pickers.chooseDate'),
      openTimePickerDialogue: (formatted: string | null) =>
        formatted ? t('pickers.chooseTimeSelected', { time: formatted }) : t('pickers.chooseTime'),
      fieldClearLabel: t('common.clear'),
      dateTableLabel: t('pickers.selectDate'),
      timeTableLabel: t('pickers.selectTime'),
    }),
    [t],
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
