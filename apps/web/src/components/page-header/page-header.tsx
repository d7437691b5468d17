import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** The title of a control-panel screen, with its create button when the user may create. */
export function PageHeader({
  title,
  createLabel,
  onCreate,
}: {
  title: string;
  createLabel?: string;
  /** Omitted when the user lacks the permission: no button then. */
  onCreate?: () => void;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="h1">{title}</Typography>
      {onCreate && createLabel && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
          {createLabel}
        </Button>
      )}
    </Box>
  );
}
