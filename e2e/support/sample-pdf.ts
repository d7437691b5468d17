/**
 * A real one-page PDF (what the server's demo seed writes, `apps/server/src/seed/tiny-pdf.ts`, for
 * the line "Seller agreement - e2e"): offsets and cross-reference table are exact, so it opens.
 */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>\nendobj\n' +
    '4 0 obj\n<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>\nendobj\n' +
    '5 0 obj\n<< /Length 53 >>\nstream\nBT /F1 18 Tf 72 770 Td (Seller agreement - e2e) Tj ET\nendstream\nendobj\n' +
    'xref\n0 6\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \n0000000115 00000 n \n0000000241 00000 n \n0000000311 00000 n \n' +
    'trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n414\n%%EOF\n',
  'latin1',
);
