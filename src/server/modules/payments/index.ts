import type { ServerModule } from '../module';
import { seedPayments } from './demoSeed';
import paymentsHooks from './hooks';
import receiptPdf from './receiptPlugin';

// The payments area: a package's payments and the cash book (one table, two registry rows), the
// receipt's PDF (app.receiptPdf) that the cash book's `_receipt` and `_send` answer.
const area: ServerModule = {
  demoSeed: seedPayments,
  seedAfter: ['memberFile'],
  hooks: { payments: paymentsHooks },
  plugins: [receiptPdf],
};

export default area;
