// The member file's day: today in the business's calendar. Times: lib/dateTime; prices: components/PriceText.
import { businessDay } from '../../../shared/businessDay';

/** Today as yyyy-MM-dd in the business's calendar, the server's (the list's "ends soon" mark, a freeze's start). */
export const todayIso = (): string => businessDay();
