import type { ServerModule } from '../module';
import { seedPayments } from './demoSeed';
import paymentsHooks from './hooks';
import receiptPdf from './receiptPlugin';

// The payments area (issue 41): a package's payments and the cash book (one table, two registry rows), and the
// receipt's PDF (app.receiptPdf) for the routes that will answer it.
const area: ServerModule = {
  demoSeed: seedPayments,
  seedAfter: ['memberFile'],
  hooks: { payments: paymentsHooks },
  plugins: [receiptPdf],
};

export default area;
