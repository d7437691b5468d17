import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PRICING_ENDPOINTS, RFQ_ENDPOINTS, type RfqCreate, type RfqDetail } from '@dom/contract';
import {
  ENQUIRY_WIZARD_STEPS,
  PRICING_BASES,
  SALES_TYPES,
  type PricingBasis,
  type SalesType,
  tryParseRupees,
  validateBuyerCreditDays,
} from '@dom/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { Amount } from '../../components/amount/amount';
import { Fact, FactGrid } from '../../components/fact-grid/fact-grid';
import type { FilterOption } from '../../components/filter-bar/filter-types';
import { BasicTextField } from '../../components/form/basic-text-field';
import { serverFieldErrors } from '../../components/form/server-errors';
import { useNotify } from '../../components/notifications/notifications-context';
import { PageHeader } from '../../components/page-header/page-header';
import { SearchSelect } from '../../components/search-select/search-select';
import { SimpleTable } from '../../components/simple-table/simple-table';
import { WizardStepper } from '../../components/wizard-stepper/wizard-stepper';
import { useSession } from '../../app/session/session-context';
import { messageText } from '../../i18n/message-text';
import { call } from '../../lib/api-client';
import { errorToastMessage } from '../../lib/use-error-toast';
import { usePageTitle } from '../../lib/use-page-title';
import { RFQ_KEY } from './rfq-keys';
import { DraftBuyerDialog, ShippingAddressDialog } from './wizard-buyer-dialogs';
import '../../i18n/parts/rfq';

interface WizardLine {
  product: FilterOption | null;
  quantity: string;
  price: string;
}
interface WizardConsignment {
  label: string;
  deliveryDate: string;
  lines: WizardLine[];
}
type Step = 'ENQUIRY' | 'RESPONSE' | 'CONFIRM';

const emptyLine = (): WizardLine => ({ product: null, quantity: '', price: '' });
const QUANTITY = /^\d{1,9}(\.\d{1,3})?$/;

/** Rupees as typed (lakh grouping allowed, "1,200.50") → paise digits; null when not a price. */
function rupeesToPaise(text: string): string | null {
  const r = tryParseRupees(text);
  return r.ok && r.paise >= 0n ? r.paise.toString() : null;
}

const buyerOptions = (search: string) => call(RFQ_ENDPOINTS.buyerOptions, { query: { search } });
const productOptions = async (search: string) =>
  (await call(PRICING_ENDPOINTS.products, { query: { search } })).map((p) => ({
    value: p.id,
    label: `${p.name} (${p.sku}) · ${p.unit}`,
  }));

/**
 * `/rfq-enquiries/new`: customer support raises an enquiry for a buyer in three steps (doc 3 §2:
 * Enquiry → Response → Confirm): the buyer, pricing basis, sales type, consignments and lines; the
 * terms the answer is asked on; then a check of everything, saved as a draft or submitted to the RM.
 */
export function EnquiryWizardPage() {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  if (!hasPermission('Allow_Rfq_Create')) return <Alert severity="error">{t('errors.forbidden')}</Alert>;
  return <Wizard mayReceive={hasPermission('Allow_Enquiry_Receive_Request')} />;
}

function Wizard({ mayReceive }: { mayReceive: boolean }) {
  const { t } = useTranslation();
  usePageTitle(t('rfqWizard.title'));
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('ENQUIRY');
  const [buyer, setBuyer] = useState<FilterOption | null>(null);
  const [shippingId, setShippingId] = useState('');
  const [dialog, setDialog] = useState<'draftBuyer' | 'address' | null>(null);
  const addresses = useQuery({
    queryKey: [RFQ_KEY, 'shipping', buyer?.value],
    queryFn: () => call(RFQ_ENDPOINTS.shippingAddresses, { query: { buyerId: buyer!.value } }),
    enabled: buyer !== null,
  });
  const chooseBuyer = (b: FilterOption | null) => {
    setBuyer(b);
    setShippingId('');
  };
  const [pricingBasis, setPricingBasis] = useState<PricingBasis>('FOR');
  const [salesType, setSalesType] = useState<SalesType>('tradeSales');
  const [consignments, setConsignments] = useState<WizardConsignment[]>([
    { label: t('rfqWizard.consignmentN', { n: 1 }), deliveryDate: '', lines: [emptyLine()] },
  ]);
  const [creditDays, setCreditDays] = useState('');
  const [paymentTerms, setPaymentTerms] = useState('');
  const [comment, setComment] = useState('');
  const [problems, setProblems] = useState<string[]>([]);

  const save = useActionMutation({
    mutationFn: async ({ body, submit }: { body: RfqCreate; submit: boolean }, key) => {
      const created: RfqDetail = await call(RFQ_ENDPOINTS.create, { body }, { idempotencyKey: key });
      if (submit)
        await call(
          RFQ_ENDPOINTS.receiveRequest,
          { body: { rfqKey: created.rfqKey } },
          { idempotencyKey: `${key}-submit` },
        );
      return { rfqKey: created.rfqKey, submit };
    },
    onSuccess: ({ rfqKey, submit }) => {
      void queryClient.invalidateQueries({ queryKey: [RFQ_KEY] });
      notify.success(t(submit ? 'rfqWizard.submitted' : 'rfqWizard.saved', { key: rfqKey }));
      void navigate(`/rfq/${encodeURIComponent(rfqKey)}`);
    },
  });

  const setLine = (ci: number, li: number, change: Partial<WizardLine>) =>
    setConsignments((cs) =>
      cs.map((c, i) =>
        i !== ci ? c : { ...c, lines: c.lines.map((l, j) => (j === li ? { ...l, ...change } : l)) },
      ),
    );
  const setConsignment = (ci: number, change: Partial<WizardConsignment>) =>
    setConsignments((cs) => cs.map((c, i) => (i === ci ? { ...c, ...change } : c)));

  const enquiryProblems = (): string[] => {
    const out: string[] = [];
    if (!buyer) out.push(t('rfqWizard.errors.buyer'));
    consignments.forEach((c, ci) => {
      if (!c.label.trim()) out.push(t('rfqWizard.errors.label', { n: ci + 1 }));
      c.lines.forEach((l, li) => {
        const where = { c: ci + 1, l: li + 1 };
        if (!l.product) out.push(t('rfqWizard.errors.product', where));
        if (!QUANTITY.test(l.quantity.trim()) || Number(l.quantity) <= 0)
          out.push(t('rfqWizard.errors.quantity', where));
        const paise = rupeesToPaise(l.price);
        if (!paise || paise === '0') out.push(t('rfqWizard.errors.price', where));
      });
    });
    return out;
  };
  const credit = /^\d{1,3}$/.test(creditDays.trim()) ? Number(creditDays) : null;
  const creditError =
    creditDays.trim() === ''
      ? null
      : credit === null
        ? t('rfqWizard.errors.days')
        : validateBuyerCreditDays(credit);
  const responseProblems = (): string[] => {
    const out: string[] = [];
    if (credit === null) out.push(t('rfqWizard.errors.creditDays'));
    else if (creditError) out.push(messageText(t, creditError));
    if (!paymentTerms.trim()) out.push(t('rfqWizard.errors.paymentTerms'));
    return out;
  };
  const next = (to: Step, check: () => string[]) => {
    const found = check();
    setProblems(found);
    if (found.length === 0) setStep(to);
  };
  const body = (): RfqCreate => ({
    buyerId: buyer!.value,
    ...(shippingId ? { shippingAddressId: shippingId } : {}),
    pricingBasis,
    salesType,
    buyerCreditDays: credit ?? 0,
    paymentTerms: paymentTerms.trim(),
    ...(comment.trim() ? { comment: comment.trim() } : {}),
    consignments: consignments.map((c) => ({
      label: c.label.trim(),
      ...(c.deliveryDate ? { deliveryDate: c.deliveryDate } : {}),
      lines: c.lines.map((l) => ({
        productId: l.product!.value,
        quantity: l.quantity.trim(),
        buyerPricePaise: rupeesToPaise(l.price)!,
      })),
    })),
  });
  const value = consignments
    .flatMap((c) => c.lines)
    .reduce((sum, l) => {
      const paise = rupeesToPaise(l.price);
      return QUANTITY.test(l.quantity.trim()) && paise
        ? sum + (BigInt(Math.round(Number(l.quantity) * 1000)) * BigInt(paise)) / 1000n
        : sum;
    }, 0n);
  const fieldErrors = serverFieldErrors(save.error);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader
        title={t('rfqWizard.title')}
        breadcrumbs={[{ label: t('menu.rfqEnquiries'), to: '/rfq-enquiries' }]}
      />
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, overflowX: 'auto' }}>
        <WizardStepper steps={ENQUIRY_WIZARD_STEPS} active={step} />
      </Paper>

      {step === 'ENQUIRY' && (
        <>
          <Paper variant="outlined" component="section" aria-labelledby="wizard-enquiry" sx={{ p: 2 }}>
            <Typography id="wizard-enquiry" variant="h2" sx={{ mb: 2 }}>
              {t('rfqWizard.enquiry')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}>
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
                <SearchSelect
                  label={t('rfq.fields.buyer')}
                  value={buyer}
                  onChange={chooseBuyer}
                  loadOptions={buyerOptions}
                  debounceMs={500}
                  required
                />
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  sx={{ alignSelf: 'flex-start' }}
                  onClick={() => setDialog('draftBuyer')}
                >
                  {t('rfqWizard.draftBuyer.open')}
                </Button>
              </Box>
              <TextField
                select
                required
                label={t('rfq.fields.pricingBasis')}
                value={pricingBasis}
                onChange={(e) => setPricingBasis(e.target.value as PricingBasis)}
              >
                {PRICING_BASES.map((p) => (
                  <MenuItem key={p.value} value={p.value}>
                    {t(`rfq.pricingBasis.${p.value}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                required
                label={t('rfq.fields.salesType')}
                value={salesType}
                onChange={(e) => setSalesType(e.target.value as SalesType)}
              >
                {SALES_TYPES.map((s) => (
                  <MenuItem key={s.value} value={s.value}>
                    {t(`rfq.salesType.${s.value}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
            {buyer && (
              <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                <TextField
                  select
                  label={t('rfqWizard.address.shipping')}
                  value={shippingId}
                  onChange={(e) => setShippingId(e.target.value)}
                  sx={{ flex: '1 1 320px', minWidth: 0 }}
                  helperText={addresses.data?.length === 0 ? t('rfqWizard.address.none') : undefined}
                >
                  <MenuItem value="">{t('rfqWizard.address.notGiven')}</MenuItem>
                  {(addresses.data ?? []).map((a) => (
                    <MenuItem key={a.id} value={a.id} sx={{ whiteSpace: 'normal' }}>
                      {a.label}
                    </MenuItem>
                  ))}
                </TextField>
                <Button size="small" startIcon={<AddIcon />} onClick={() => setDialog('address')}>
                  {t('rfqWizard.address.new')}
                </Button>
              </Box>
            )}
            {fieldErrors.find((f) => f.field === 'shippingAddressId') && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {messageText(t, fieldErrors.find((f) => f.field === 'shippingAddressId')!.message)}
              </Alert>
            )}
          </Paper>
          {dialog === 'draftBuyer' && (
            <DraftBuyerDialog
              onClose={() => setDialog(null)}
              onDone={(made) => {
                setDialog(null);
                setBuyer({ value: made.buyerId, label: made.label });
                setShippingId(made.shippingAddress.id);
                void queryClient.invalidateQueries({ queryKey: [RFQ_KEY, 'shipping', made.buyerId] });
                notify.success(t('rfqWizard.draftBuyer.done', { code: made.code }));
              }}
            />
          )}
          {dialog === 'address' && buyer && (
            <ShippingAddressDialog
              buyerId={buyer.value}
              onClose={() => setDialog(null)}
              onDone={(made) => {
                setDialog(null);
                setShippingId(made.id);
                void queryClient.invalidateQueries({ queryKey: [RFQ_KEY, 'shipping', buyer.value] });
              }}
            />
          )}
          {consignments.map((c, ci) => (
            <Paper
              key={ci}
              variant="outlined"
              component="section"
              aria-label={t('rfqWizard.consignmentN', { n: ci + 1 })}
              sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
            >
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr auto' } }}>
                <BasicTextField
                  label={t('rfq.fields.consignment')}
                  value={c.label}
                  onChange={(e) => setConsignment(ci, { label: e.target.value })}
                  required
                />
                <TextField
                  label={t('rfqWizard.deliveryDate')}
                  type="date"
                  value={c.deliveryDate}
                  onChange={(e) => setConsignment(ci, { deliveryDate: e.target.value })}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                {consignments.length > 1 && (
                  <IconButton
                    aria-label={t('rfqWizard.removeConsignment', { n: ci + 1 })}
                    onClick={() => setConsignments((cs) => cs.filter((_, i) => i !== ci))}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                )}
              </Box>
              {c.lines.map((l, li) => (
                <Box
                  key={li}
                  data-testid={`wizard-line-${ci}-${li}`}
                  sx={{
                    display: 'grid',
                    gap: 1,
                    gridTemplateColumns: { xs: '1fr 1fr', md: '3fr 1fr 1fr auto' },
                    alignItems: 'start',
                  }}
                >
                  <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
                    <SearchSelect
                      label={t('rfq.fields.product')}
                      value={l.product}
                      onChange={(product) => setLine(ci, li, { product })}
                      loadOptions={productOptions}
                      debounceMs={500}
                      required
                    />
                  </Box>
                  <BasicTextField
                    label={t('rfq.fields.quantity')}
                    value={l.quantity}
                    onChange={(e) => setLine(ci, li, { quantity: e.target.value })}
                    required
                    htmlInput={{ inputMode: 'decimal' }}
                  />
                  <BasicTextField
                    label={t('rfqWizard.targetPrice')}
                    value={l.price}
                    onChange={(e) => setLine(ci, li, { price: e.target.value })}
                    startAdornment="₹"
                    required
                    htmlInput={{ inputMode: 'decimal' }}
                  />
                  {c.lines.length > 1 && (
                    <IconButton
                      aria-label={t('rfqWizard.removeLine', { n: li + 1 })}
                      onClick={() => setConsignment(ci, { lines: c.lines.filter((_, j) => j !== li) })}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  )}
                </Box>
              ))}
              <Box>
                <Button
                  startIcon={<AddIcon />}
                  onClick={() => setConsignment(ci, { lines: [...c.lines, emptyLine()] })}
                >
                  {t('rfqWizard.addLine')}
                </Button>
              </Box>
            </Paper>
          ))}
          <Box>
            <Button
              startIcon={<AddIcon />}
              onClick={() =>
                setConsignments((cs) => [
                  ...cs,
                  {
                    label: t('rfqWizard.consignmentN', { n: cs.length + 1 }),
                    deliveryDate: '',
                    lines: [emptyLine()],
                  },
                ])
              }
            >
              {t('rfqWizard.addConsignment')}
            </Button>
          </Box>
        </>
      )}

      {step === 'RESPONSE' && (
        <Paper variant="outlined" component="section" aria-labelledby="wizard-response" sx={{ p: 2 }}>
          <Typography id="wizard-response" variant="h2" sx={{ mb: 1 }}>
            {t('rfqWizard.response')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('rfqWizard.responseHelp')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
            <BasicTextField
              label={t('rfq.fields.buyerCreditDays')}
              value={creditDays}
              onChange={(e) => setCreditDays(e.target.value)}
              error={!!creditError}
              helperText={creditError ? messageText(t, creditError) : t('rfqWizard.creditDaysHelp')}
              required
              htmlInput={{ inputMode: 'numeric' }}
            />
            <BasicTextField
              label={t('rfq.fields.paymentTerms')}
              value={paymentTerms}
              onChange={(e) => setPaymentTerms(e.target.value)}
              required
            />
            <Box sx={{ gridColumn: '1 / -1' }}>
              <BasicTextField
                label={t('rfq.comment')}
                value={comment}
                onChange={(e) => setComment(e.target.value)}
                multiline
                minRows={2}
              />
            </Box>
          </Box>
        </Paper>
      )}

      {step === 'CONFIRM' && (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="wizard-confirm"
          sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <Typography id="wizard-confirm" variant="h2">
            {t('rfqWizard.confirm')}
          </Typography>
          <FactGrid>
            <Fact label={t('rfq.fields.buyer')}>{buyer?.label}</Fact>
            <Fact label={t('rfqWizard.address.shipping')}>
              {addresses.data?.find((a) => a.id === shippingId)?.label ?? t('rfqWizard.address.notGiven')}
            </Fact>
            <Fact label={t('rfq.fields.pricingBasis')}>{t(`rfq.pricingBasis.${pricingBasis}`)}</Fact>
            <Fact label={t('rfq.fields.salesType')}>{t(`rfq.salesType.${salesType}`)}</Fact>
            <Fact label={t('rfq.fields.buyerCreditDays')}>{creditDays}</Fact>
            <Fact label={t('rfq.fields.paymentTerms')}>{paymentTerms}</Fact>
            <Fact label={t('rfq.fields.value')}>
              <Amount value={value.toString()} coloured={false} />
            </Fact>
          </FactGrid>
          <SimpleTable
            label={t('rfq.tabs.lines')}
            headers={[
              { text: t('rfq.fields.consignment') },
              { text: t('rfq.fields.product') },
              { text: t('rfq.fields.quantity'), align: 'right' },
              { text: t('rfqWizard.targetPrice'), align: 'right' },
            ]}
            rows={consignments.flatMap((c, ci) =>
              c.lines.map((l, li) => ({
                id: `${ci}-${li}`,
                cells: [
                  c.label,
                  l.product?.label ?? '',
                  l.quantity,
                  <Amount key="p" value={rupeesToPaise(l.price) ?? '0'} coloured={false} />,
                ],
              })),
            )}
          />
        </Paper>
      )}

      {problems.length > 0 && (
        <Alert severity="error" role="alert" data-testid="wizard-problems">
          {problems.map((p) => (
            <div key={p}>{p}</div>
          ))}
        </Alert>
      )}
      {save.error && (
        <Alert severity="error" role="alert">
          {fieldErrors.length > 0
            ? fieldErrors.map((f) => <div key={f.field}>{`${f.field}: ${messageText(t, f.message)}`}</div>)
            : errorToastMessage(t, save.error, t('rfqWizard.failed'))}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button onClick={() => void navigate('/rfq-enquiries')} disabled={save.isPending} sx={{ mr: 'auto' }}>
          {t('rfqWizard.cancel')}
        </Button>
        {step !== 'ENQUIRY' && (
          <Button
            onClick={() => {
              setProblems([]);
              setStep(step === 'CONFIRM' ? 'RESPONSE' : 'ENQUIRY');
            }}
            disabled={save.isPending}
          >
            {t('rfqWizard.back')}
          </Button>
        )}
        {step === 'ENQUIRY' && (
          <Button variant="contained" onClick={() => next('RESPONSE', enquiryProblems)}>
            {t('rfqWizard.next')}
          </Button>
        )}
        {step === 'RESPONSE' && (
          <Button variant="contained" onClick={() => next('CONFIRM', responseProblems)}>
            {t('rfqWizard.next')}
          </Button>
        )}
        {step === 'CONFIRM' && (
          <>
            <Button
              variant={mayReceive ? 'outlined' : 'contained'}
              disabled={save.isPending}
              onClick={() => save.mutate({ body: body(), submit: false })}
            >
              {t('rfqWizard.saveDraft')}
            </Button>
            {mayReceive && (
              <Button
                variant="contained"
                disabled={save.isPending}
                onClick={() => save.mutate({ body: body(), submit: true })}
              >
                {t('rfqWizard.submit')}
              </Button>
            )}
          </>
        )}
      </Box>
    </Box>
  );
}
