// The reminder rules a gym starts from, one per kind, in Turkish, English and Arabic, inactive until the gym turns
// them on (the demo seeds them; a gym may copy their words).
import type { ReminderChannel, ReminderKind } from '../../../shared/schemas/reminderRules';
import type { Templates } from './words';

export interface DefaultRule {
  name: string;
  kind: ReminderKind;
  offset_days: number;
  channel: ReminderChannel;
  templates: Templates;
}

export const DEFAULT_RULES: readonly DefaultRule[] = [
  {
    name: 'Paket bitişi (3 gün önce)',
    kind: 'package_ending',
    offset_days: 3,
    channel: 'email',
    templates: {
      tr: {
        subject: '{package_name} paketiniz {endtime} tarihinde bitiyor',
        body: 'Merhaba {member_name},\n\n{package_name} paketiniz {endtime} tarihinde sona eriyor. Yenilemek için ön büroya uğrayabilir ya da bizi arayabilirsiniz.\n\nSağlıklı günler,\n{gym_name}',
      },
      en: {
        subject: 'Your {package_name} package ends on {endtime}',
        body: 'Hello {member_name},\n\nYour {package_name} package ends on {endtime}. Drop by the front desk or give us a call to renew it.\n\nBest wishes,\n{gym_name}',
      },
      ar: {
        subject: 'تنتهي باقتك {package_name} في {endtime}',
        body: 'مرحباً {member_name}،\n\nتنتهي باقتك {package_name} في {endtime}. يمكنك تجديدها في مكتب الاستقبال أو بالاتصال بنا.\n\nمع أطيب التمنيات،\n{gym_name}',
      },
    },
  },
  {
    name: 'Ders hakkı azaldı',
    kind: 'lessons_low',
    offset_days: 0,
    channel: 'sms',
    templates: {
      tr: {
        subject: '',
        body: '{member_name}, {package_name} paketinizde son derslerinize geldiniz. Yenileme için {gym_name} ön bürosu sizi bekliyor.',
      },
      en: {
        subject: '',
        body: '{member_name}, you are down to the last lessons of your {package_name} package. The {gym_name} front desk can renew it for you.',
      },
      ar: {
        subject: '',
        body: '{member_name}، لم يتبق في باقتك {package_name} إلا آخر الدروس. يسعد مكتب استقبال {gym_name} بتجديدها لك.',
      },
    },
  },
  {
    name: 'Taksit hatırlatması (2 gün önce)',
    kind: 'instalment_due',
    offset_days: 2,
    channel: 'email',
    templates: {
      tr: {
        subject: '{due_date} tarihli taksidiniz: {amount}',
        body: 'Merhaba {member_name},\n\n{package_name} paketinizin {amount} tutarındaki taksidi {due_date} tarihinde ödenecek. Ödemeyi ön büroda nakit ya da kartla yapabilirsiniz.\n\n{gym_name}',
      },
      en: {
        subject: 'Your instalment due on {due_date}: {amount}',
        body: 'Hello {member_name},\n\nThe {amount} instalment of your {package_name} package is due on {due_date}. You can pay at the front desk in cash or by card.\n\n{gym_name}',
      },
      ar: {
        subject: 'قسطك المستحق في {due_date}: {amount}',
        body: 'مرحباً {member_name}،\n\nيستحق قسط باقتك {package_name} بمبلغ {amount} في {due_date}. يمكنك الدفع في مكتب الاستقبال نقداً أو بالبطاقة.\n\n{gym_name}',
      },
    },
  },
  {
    name: 'Geciken taksit (3 gün sonra)',
    kind: 'instalment_overdue',
    offset_days: 3,
    channel: 'email',
    templates: {
      tr: {
        subject: 'Ödenmemiş taksit: {amount}',
        body: 'Merhaba {member_name},\n\n{package_name} paketinizin {due_date} tarihli {amount} tutarındaki taksidi henüz ödenmedi. Ön büroya uğradığınızda ödeyebilirsiniz; bir yanlışlık varsa lütfen bize bildirin.\n\n{gym_name}',
      },
      en: {
        subject: 'Unpaid instalment: {amount}',
        body: 'Hello {member_name},\n\nThe {amount} instalment of your {package_name} package, due on {due_date}, has not been paid yet. You can settle it at the front desk; if this is a mistake, please let us know.\n\n{gym_name}',
      },
      ar: {
        subject: 'قسط غير مدفوع: {amount}',
        body: 'مرحباً {member_name}،\n\nلم يُدفع بعد قسط باقتك {package_name} بمبلغ {amount} المستحق في {due_date}. يمكنك تسديده في مكتب الاستقبال، وإن كان هناك خطأ فأخبرنا من فضلك.\n\n{gym_name}',
      },
    },
  },
  {
    name: 'Seni özledik (14 gün)',
    kind: 'no_visit',
    offset_days: 14,
    channel: 'email',
    templates: {
      tr: {
        subject: 'Seni özledik, {member_name}',
        body: 'Merhaba {member_name},\n\nİki haftadır seni göremedik. Programına kaldığın yerden devam etmek için eğitmenin seni bekliyor.\n\n{gym_name}',
      },
      en: {
        subject: 'We miss you, {member_name}',
        body: 'Hello {member_name},\n\nWe have not seen you for two weeks. Your coach is ready to pick up your programme where you left it.\n\n{gym_name}',
      },
      ar: {
        subject: 'اشتقنا إليك يا {member_name}',
        body: 'مرحباً {member_name}،\n\nلم نرك منذ أسبوعين. مدربك بانتظارك لتكمل برنامجك من حيث توقفت.\n\n{gym_name}',
      },
    },
  },
  {
    name: 'Doğum günü',
    kind: 'birthday',
    offset_days: 0,
    channel: 'sms',
    templates: {
      tr: {
        subject: '',
        body: 'İyi ki doğdun {member_name}! {gym_name} ailesi olarak sağlıklı ve güçlü bir yıl dileriz.',
      },
      en: {
        subject: '',
        body: 'Happy birthday, {member_name}! Everyone at {gym_name} wishes you a healthy, strong year.',
      },
      ar: {
        subject: '',
        body: 'عيد ميلاد سعيد يا {member_name}! تتمنى لك أسرة {gym_name} عاماً مليئاً بالصحة والقوة.',
      },
    },
  },
  {
    name: 'Yarınki ders',
    kind: 'class_tomorrow',
    offset_days: 1,
    channel: 'sms',
    templates: {
      tr: {
        subject: '',
        body: '{member_name}, yarın {starts_at} {class_name} dersindeki yeriniz ayrıldı. Gelemeyecekseniz lütfen iptal edin. {gym_name}',
      },
      en: {
        subject: '',
        body: '{member_name}, your place in {class_name} at {starts_at} tomorrow is kept. If you cannot come, please cancel. {gym_name}',
      },
      ar: {
        subject: '',
        body: '{member_name}، مكانك في درس {class_name} غداً {starts_at} محجوز. إن لم تستطع الحضور فالرجاء الإلغاء. {gym_name}',
      },
    },
  },
];
