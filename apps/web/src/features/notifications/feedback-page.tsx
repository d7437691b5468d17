import { NOTIFICATION_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import '../../i18n/sign-in-translations';
import { errorToastMessage } from '../../lib/use-error-toast';
import { usePageTitle } from '../../lib/use-page-title';

const SCORES = Array.from({ length: 11 }, (_, i) => i);
const COMMENT_MAX = 1000;

/**
 * `/feedback/:token` — where a survey's recipient answers (doc 3 §7, campaigns): a score from 0 to
 * 10 and a comment, without signing in (the unguessable token in the link is the key). The link
 * answers once: the server hands this page a correction key with the first answer, and only with
 * it (so only here, within the correction window) can the answer be changed.
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  usePageTitle(t('feedback.title'));
  const { token = '' } = useParams();
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missingScore, setMissingScore] = useState(false);
  // The public frame has no query client (the signed-in app's data layer loads with the shell):
  // one call, its state kept here.
  const [sent, setSent] = useState<'idle' | 'sending' | 'done'>('idle');
  const [error, setError] = useState<unknown>(null);
  const [correctionKey, setCorrectionKey] = useState<string | null>(null);
  async function send(chosen: number) {
    setSent('sending');
    setError(null);
    try {
      const answer = await call(NOTIFICATION_ENDPOINTS.answerFeedback, {
        params: { token },
        body: {
          score: chosen,
          ...(comment.trim() ? { comment: comment.trim() } : {}),
          ...(correctionKey ? { correctionKey } : {}),
        },
      });
      setCorrectionKey(answer.correctionKey);
      setSent('done');
    } catch (e) {
      setError(e);
      setSent('idle');
    }
  }
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: { xs: 1.5, sm: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 600 }}>
        <Box
          component="form"
          noValidate
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
          onSubmit={(e) => {
            e.preventDefault();
            if (score === null) {
              setMissingScore(true);
              return;
            }
            void send(score);
          }}
        >
          <Typography variant="h1">{t('feedback.title')}</Typography>
          <Typography id="feedback-question">{t('feedback.question')}</Typography>
          <ToggleButtonGroup
            exclusive
            value={score}
            onChange={(_, value: number | null) => {
              if (value === null) return;
              setScore(value);
              setMissingScore(false);
              setError(null);
              if (sent === 'done') setSent('idle');
            }}
            aria-labelledby="feedback-question"
            sx={{
              flexWrap: 'wrap',
              gap: 0.5,
              // Eleven separate keys that wrap on a phone, not one joined bar.
              '& .MuiToggleButtonGroup-grouped': {
                m: 0,
                minWidth: 40,
                flex: '1 0 40px',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              },
            }}
          >
            {SCORES.map((s) => (
              <ToggleButton key={s} value={s} size="small" aria-label={t('feedback.score', { score: s })}>
                {s}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {t('feedback.low')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
              {t('feedback.high')}
            </Typography>
          </Box>
          {missingScore && (
            <Alert severity="error" role="alert">
              {t('feedback.chooseScore')}
            </Alert>
          )}
          <TextField
            label={t('feedback.comment')}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
            helperText={`${comment.length}/${COMMENT_MAX}`}
          />
          {error !== null && (
            <Alert severity="error" role="alert">
              {errorToastMessage(t, error, t('feedback.failed'))}
            </Alert>
          )}
          {sent === 'done' && (
            <Alert severity="success" role="status">
              {t('feedback.thanks')}
            </Alert>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={sent === 'sending'}>
              {sent === 'done' ? t('feedback.change') : t('feedback.send')}
            </Button>
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}
