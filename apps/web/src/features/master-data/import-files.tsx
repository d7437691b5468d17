import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { ImportFile, ImportFileTab } from '@dom/contract';
import { APPROVAL_STATUSES, FILE_STATUSES } from '@dom/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { DataTable } from '../../components/data-table/data-table';
import type { CardFields } from '../../components/data-table/row-cards';
import { DateText } from '../../components/date-text/date-text';
import { useListState } from '../../components/list-state/use-list-state';
import { StatusChip } from '../../components/status-chip/status-chip';
import { useErrorToast } from '../../lib/use-error-toast';
import { useErrorToastOn } from '../../lib/use-error-toast-on';
import { useViewport } from '../../lib/use-viewport';
import { TASKS_KEY, TASK_POLL_MS, downloadFailedRows, importFiles } from './master-data-api';
import { useTaskTypeLabel } from './task-type-label';

const column = createColumnHelper<ImportFile>();

/** The address of a request in the Approval Center (its drawer opens). */
export const approvalCenterHref = (approvalKey: string) =>
  `/approval-center?approval=${encodeURIComponent(approvalKey)}`;

const CARDS: Record<ImportFileTab, CardFields> = {
  APPROVAL_PENDING: {
    id: 'fileName',
    party: 'uploadedBy',
    status: 'approval',
    date: 'createdOn',
    more: ['type', 'rows', 'open'],
  },
  PROCESSED: {
    id: 'fileName',
    party: 'uploadedBy',
    status: 'status',
    date: 'finishedOn',
    more: ['type', 'written', 'failed', 'approval', 'message', 'failedRows'],
  },
};

/**
 * The import-files tabs of /master-data (doc 3 §2 "Import files: approval-pending, processed"):
 * the desk's uploads of the types that need a checker — awaiting the checker's approval (who
 * uploaded, when, how many rows, the approval's status and the way to the Approval Center), or
 * ended (status, rows written and failed, the reason, the failed-rows file).
 */
export function ImportFilesTab({ tab }: { tab: ImportFileTab }) {
  const { t } = useTranslation();
  const typeLabel = useTaskTypeLabel();
  const showError = useErrorToast();
  const { hasPermission } = useSession();
  const mayOpenCenter = hasPermission('Display_Approval_Center_Tab');
  const phone = useViewport() === 'mobile';
  const { page, setPage, wirePage } = useListState(undefined, { prefix: tab.toLowerCase() });
  const files = useQuery({
    queryKey: [TASKS_KEY, 'import-files', tab, wirePage],
    queryFn: () => importFiles(tab, wirePage),
    // A waiting import moves on when its checker decides; the list follows.
    refetchInterval: tab === 'APPROVAL_PENDING' ? TASK_POLL_MS * 10 : false,
  });
  useErrorToastOn(files.error, t('masterData.importFiles.failed'));
  const failedRows = useMutation({
    mutationFn: downloadFailedRows,
    onError: (e) => showError(e, t('masterData.downloadFailed')),
  });

  const columns = useMemo(() => {
    const common = [
      column.accessor('fileName', {
        header: t('masterData.columns.file'),
        cell: (c) => c.getValue() ?? '—',
      }),
      column.accessor('taskType', {
        id: 'type',
        header: t('masterData.columns.type'),
        cell: (c) => typeLabel(c.getValue(), c.row.original.taskTypeLabel),
      }),
      column.accessor('uploadedByName', {
        id: 'uploadedBy',
        header: t('masterData.importFiles.uploadedBy'),
        cell: (c) => c.getValue() ?? '—',
      }),
    ];
    const approval = column.accessor((f) => f.approval?.status ?? '', {
      id: 'approval',
      header: t('masterData.importFiles.approval'),
      cell: (c) => (c.getValue() ? <StatusChip statuses={APPROVAL_STATUSES} value={c.getValue()} /> : '—'),
    });
    if (tab === 'APPROVAL_PENDING')
      return [
        ...common,
        column.accessor('createdOn', {
          header: t('masterData.importFiles.uploadedOn'),
          cell: (c) => <DateText value={c.getValue()} withTime />,
          meta: { nowrap: true },
        }),
        column.accessor((f) => f.rowCount - f.errorCount, {
          id: 'rows',
          header: t('masterData.importFiles.rowsToWrite'),
          meta: { align: 'right' },
        }),
        approval,
        column.display({
          id: 'open',
          header: t('masterData.importFiles.approvalCenter'),
          cell: (c) => {
            const key = c.row.original.approval?.approvalKey;
            if (!key) return '—';
            return mayOpenCenter ? (
              <Link component={RouterLink} to={approvalCenterHref(key)}>
                {t('masterData.importFiles.openApproval', { key })}
              </Link>
            ) : (
              key
            );
          },
        }),
      ];
    return [
      ...common,
      column.accessor('status', {
        header: t('masterData.columns.status'),
        cell: (c) => <StatusChip statuses={FILE_STATUSES} value={c.getValue()} />,
      }),
      column.accessor('writtenRows', {
        id: 'written',
        header: t('masterData.importFiles.written'),
        meta: { align: 'right' },
      }),
      column.accessor('errorCount', {
        id: 'failed',
        header: t('masterData.importFiles.failedCount'),
        meta: { align: 'right' },
      }),
      approval,
      column.accessor('message', {
        header: t('masterData.importFiles.reason'),
        cell: (c) => (c.row.original.status === 'FAILED' ? (c.getValue() ?? '—') : '—'),
      }),
      column.accessor('finishedOn', {
        header: t('masterData.importFiles.endedOn'),
        cell: (c) => (c.getValue() ? <DateText value={c.getValue()} withTime /> : '—'),
        meta: { nowrap: true },
      }),
      column.display({
        id: 'failedRows',
        header: '',
        cell: (c) =>
          c.row.original.hasFailedRowsFile ? (
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              onClick={(event) => {
                event.stopPropagation();
                failedRows.mutate(c.row.original);
              }}
            >
              {t('masterData.failedRows')}
            </Button>
          ) : (
            ''
          ),
      }),
    ];
  }, [t, tab, typeLabel, mayOpenCenter, failedRows]);

  return (
    <DataTable
      ariaLabel={t(`masterData.tabs.${tab === 'APPROVAL_PENDING' ? 'approvalPending' : 'processed'}`)}
      columns={columns}
      rows={files.data?.content ?? []}
      totalRows={files.data?.totalElements ?? 0}
      totalIsCapped={files.data?.totalIsCapped}
      loading={files.isFetching}
      page={page}
      onPageChange={setPage}
      getRowId={(f: ImportFile) => f.taskId}
      emptyMessage={t(`masterData.importFiles.empty.${tab}`)}
      cards={phone ? CARDS[tab] : undefined}
    />
  );
}
