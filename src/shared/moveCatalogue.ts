// The move catalogue (spec part 2 §3): the grouped exercises the move forms choose from. `GET moves` answers it
// in the caller's language (Accept-Language) in the spec's shape — `[{ label: 'PECTORAL', options: [{ value,
// label, type: 'move' }] }]` — and the `moves` dropdown preset shows it grouped. A move's `value` is a stable
// snake_case code; package and training moves store the option's label (spec), so `moveByLabel` finds a stored
// name's move in any language.

export type MoveLanguage = 'tr' | 'en' | 'ar';

export const MOVE_GROUPS = [
  'PECTORAL',
  'BACK',
  'DELTOID',
  'LEG',
  'CALVES',
  'BICEPS',
  'TRICEPES',
  'FOREARM',
  'CORE',
  'NECK',
  'FULL BODY MOVEMENT',
  'BALANCE',
  'STRETCHING',
  'THERA-BAND',
] as const;
export type MoveGroupName = (typeof MOVE_GROUPS)[number];

export interface CatalogueMove {
  value: string;
  labels: Readonly<Record<MoveLanguage, string>>;
}

export interface CatalogueGroup {
  group: MoveGroupName;
  moves: readonly CatalogueMove[];
}

/** One dropdown option of `GET moves`. */
export interface MoveOption {
  value: string;
  label: string;
  type: 'move';
}

/** One group of `GET moves` (the group's label is its catalogue name, as the spec writes it). */
export interface MoveOptionGroup {
  label: MoveGroupName;
  options: MoveOption[];
}

export const MOVE_CATALOGUE: readonly CatalogueGroup[] = [
  {
    group: 'PECTORAL',
    moves: [
      {
        value: 'bench_press',
        labels: { tr: 'Düz Bench Press', en: 'Barbell Bench Press', ar: 'ضغط البنش بالبار' },
      },
      {
        value: 'incline_bench_press',
        labels: { tr: 'Eğimli Bench Press', en: 'Incline Bench Press', ar: 'ضغط البنش المائل' },
      },
      {
        value: 'decline_bench_press',
        labels: { tr: 'Ters Eğimli Bench Press', en: 'Decline Bench Press', ar: 'ضغط البنش المنحدر' },
      },
      { value: 'dumbbell_fly', labels: { tr: 'Dambıl Fly', en: 'Dumbbell Fly', ar: 'تفتيح الصدر بالدمبل' } },
      {
        value: 'cable_crossover',
        labels: { tr: 'Kablo Crossover', en: 'Cable Crossover', ar: 'تقاطع الكابل' },
      },
      { value: 'push_up', labels: { tr: 'Şınav', en: 'Push-up', ar: 'تمرين الضغط' } },
      { value: 'chest_dip', labels: { tr: 'Göğüs Dips', en: 'Chest Dip', ar: 'الغطس للصدر على المتوازي' } },
      {
        value: 'pec_deck_fly',
        labels: { tr: 'Pec Deck Fly', en: 'Pec Deck Fly', ar: 'تفتيح الصدر على جهاز الفراشة' },
      },
      {
        value: 'dumbbell_pullover',
        labels: { tr: 'Dambıl Pullover', en: 'Dumbbell Pullover', ar: 'البول أوفر بالدمبل' },
      },
    ],
  },
  {
    group: 'BACK',
    moves: [
      { value: 'pull_up', labels: { tr: 'Barfiks', en: 'Pull-up', ar: 'العقلة' } },
      {
        value: 'lat_pulldown',
        labels: { tr: 'Önden Lat Pulldown', en: 'Lat Pulldown', ar: 'السحب العلوي الأمامي' },
      },
      {
        value: 'barbell_row',
        labels: { tr: 'Barla Öne Eğilerek Row', en: 'Bent-Over Barbell Row', ar: 'التجديف بالبار منحنياً' },
      },
      {
        value: 'one_arm_dumbbell_row',
        labels: { tr: 'Tek Kol Dambıl Row', en: 'One-Arm Dumbbell Row', ar: 'التجديف بالدمبل بذراع واحدة' },
      },
      {
        value: 'seated_cable_row',
        labels: { tr: 'Oturarak Kablo Row', en: 'Seated Cable Row', ar: 'التجديف بالكابل جالساً' },
      },
      { value: 'deadlift', labels: { tr: 'Deadlift', en: 'Deadlift', ar: 'الرفعة المميتة' } },
      { value: 't_bar_row', labels: { tr: 'T-Bar Row', en: 'T-Bar Row', ar: 'تجديف تي بار' } },
      {
        value: 'back_extension',
        labels: { tr: 'Hiperekstansiyon', en: 'Back Extension', ar: 'تمديد الظهر' },
      },
      {
        value: 'straight_arm_pulldown',
        labels: { tr: 'Düz Kol Pulldown', en: 'Straight-Arm Pulldown', ar: 'السحب بذراعين مستقيمتين' },
      },
    ],
  },
  {
    group: 'DELTOID',
    moves: [
      {
        value: 'overhead_press',
        labels: { tr: 'Ayakta Barla Omuz Presi', en: 'Overhead Press', ar: 'الضغط العلوي بالبار' },
      },
      {
        value: 'seated_dumbbell_shoulder_press',
        labels: {
          tr: 'Oturarak Dambıl Omuz Presi',
          en: 'Seated Dumbbell Shoulder Press',
          ar: 'ضغط الكتف بالدمبل جالساً',
        },
      },
      { value: 'arnold_press', labels: { tr: 'Arnold Press', en: 'Arnold Press', ar: 'ضغط أرنولد' } },
      { value: 'lateral_raise', labels: { tr: 'Yana Açış', en: 'Lateral Raise', ar: 'الرفرفة الجانبية' } },
      { value: 'front_raise', labels: { tr: 'Öne Kaldırış', en: 'Front Raise', ar: 'الرفع الأمامي' } },
      {
        value: 'rear_delt_fly',
        labels: { tr: 'Arka Omuz Açış', en: 'Rear Delt Fly', ar: 'الرفرفة الخلفية' },
      },
      { value: 'upright_row', labels: { tr: 'Dik Çekiş', en: 'Upright Row', ar: 'السحب العمودي' } },
      { value: 'face_pull', labels: { tr: 'Face Pull', en: 'Face Pull', ar: 'سحب الحبل نحو الوجه' } },
    ],
  },
  {
    group: 'LEG',
    moves: [
      { value: 'back_squat', labels: { tr: 'Barla Squat', en: 'Back Squat', ar: 'القرفصاء بالبار' } },
      { value: 'front_squat', labels: { tr: 'Önden Squat', en: 'Front Squat', ar: 'القرفصاء الأمامي' } },
      { value: 'leg_press', labels: { tr: 'Leg Press', en: 'Leg Press', ar: 'ضغط الأرجل' } },
      {
        value: 'walking_lunge',
        labels: { tr: 'Yürüyerek Lunge', en: 'Walking Lunge', ar: 'الطعن مع المشي' },
      },
      {
        value: 'bulgarian_split_squat',
        labels: { tr: 'Bulgar Split Squat', en: 'Bulgarian Split Squat', ar: 'القرفصاء البلغاري' },
      },
      {
        value: 'leg_extension',
        labels: { tr: 'Bacak Ekstansiyonu', en: 'Leg Extension', ar: 'تمديد الأرجل' },
      },
      {
        value: 'lying_leg_curl',
        labels: { tr: 'Yüzüstü Bacak Bükme', en: 'Lying Leg Curl', ar: 'ثني الأرجل مستلقياً' },
      },
      {
        value: 'romanian_deadlift',
        labels: { tr: 'Romen Deadlift', en: 'Romanian Deadlift', ar: 'الرفعة المميتة الرومانية' },
      },
      { value: 'hip_thrust', labels: { tr: 'Hip Thrust', en: 'Hip Thrust', ar: 'دفع الورك' } },
    ],
  },
  {
    group: 'CALVES',
    moves: [
      {
        value: 'standing_calf_raise',
        labels: { tr: 'Ayakta Baldır Kaldırma', en: 'Standing Calf Raise', ar: 'رفع السمانة وقوفاً' },
      },
      {
        value: 'seated_calf_raise',
        labels: { tr: 'Oturarak Baldır Kaldırma', en: 'Seated Calf Raise', ar: 'رفع السمانة جلوساً' },
      },
      {
        value: 'leg_press_calf_raise',
        labels: {
          tr: "Leg Press'te Baldır İtişi",
          en: 'Leg Press Calf Raise',
          ar: 'دفع السمانة على جهاز ضغط الأرجل',
        },
      },
      {
        value: 'single_leg_calf_raise',
        labels: {
          tr: 'Tek Bacak Baldır Kaldırma',
          en: 'Single-Leg Calf Raise',
          ar: 'رفع السمانة برجل واحدة',
        },
      },
      {
        value: 'donkey_calf_raise',
        labels: { tr: 'Donkey Baldır Kaldırma', en: 'Donkey Calf Raise', ar: 'رفع السمانة بوضعية الانحناء' },
      },
      {
        value: 'smith_machine_calf_raise',
        labels: {
          tr: 'Smith Makinesinde Baldır Kaldırma',
          en: 'Smith Machine Calf Raise',
          ar: 'رفع السمانة على جهاز سميث',
        },
      },
      {
        value: 'dumbbell_calf_raise',
        labels: { tr: 'Dambılla Baldır Kaldırma', en: 'Dumbbell Calf Raise', ar: 'رفع السمانة بالدمبل' },
      },
      { value: 'jump_rope', labels: { tr: 'İp Atlama', en: 'Jump Rope', ar: 'نط الحبل' } },
      {
        value: 'tibialis_raise',
        labels: { tr: 'Kaval Kası Kaldırma', en: 'Tibialis Raise', ar: 'رفع مشط القدم' },
      },
    ],
  },
  {
    group: 'BICEPS',
    moves: [
      {
        value: 'barbell_curl',
        labels: { tr: 'Barla Biceps Curl', en: 'Barbell Curl', ar: 'ثني الذراعين بالبار' },
      },
      {
        value: 'dumbbell_curl',
        labels: { tr: 'Dambıl Biceps Curl', en: 'Dumbbell Curl', ar: 'ثني الذراعين بالدمبل' },
      },
      { value: 'hammer_curl', labels: { tr: 'Hammer Curl', en: 'Hammer Curl', ar: 'ثني المطرقة' } },
      {
        value: 'preacher_curl',
        labels: { tr: 'Scott Curl', en: 'Preacher Curl', ar: 'ثني الذراعين على مسند سكوت' },
      },
      {
        value: 'concentration_curl',
        labels: { tr: 'Konsantrasyon Curl', en: 'Concentration Curl', ar: 'الثني المركّز' },
      },
      {
        value: 'cable_curl',
        labels: { tr: 'Kablo Biceps Curl', en: 'Cable Curl', ar: 'ثني الذراعين بالكابل' },
      },
      {
        value: 'incline_dumbbell_curl',
        labels: {
          tr: 'Eğimli Sehpada Dambıl Curl',
          en: 'Incline Dumbbell Curl',
          ar: 'ثني الدمبل على مقعد مائل',
        },
      },
      {
        value: 'ez_bar_curl',
        labels: { tr: 'EZ Bar Curl', en: 'EZ-Bar Curl', ar: 'ثني الذراعين بالبار المتعرج' },
      },
    ],
  },
  {
    group: 'TRICEPES',
    moves: [
      {
        value: 'triceps_pushdown',
        labels: { tr: 'Kablo Triceps Pushdown', en: 'Triceps Pushdown', ar: 'دفع الترايسبس بالكابل' },
      },
      {
        value: 'overhead_triceps_extension',
        labels: {
          tr: 'Baş Üstü Triceps Ekstansiyonu',
          en: 'Overhead Triceps Extension',
          ar: 'تمديد الترايسبس فوق الرأس',
        },
      },
      {
        value: 'skull_crusher',
        labels: { tr: 'Yatarak Triceps Ekstansiyonu', en: 'Skull Crusher', ar: 'تمديد الترايسبس مستلقياً' },
      },
      {
        value: 'close_grip_bench_press',
        labels: { tr: 'Dar Tutuş Bench Press', en: 'Close-Grip Bench Press', ar: 'ضغط البنش بقبضة ضيقة' },
      },
      { value: 'triceps_dip', labels: { tr: 'Triceps Dips', en: 'Triceps Dip', ar: 'الغطس للترايسبس' } },
      {
        value: 'triceps_kickback',
        labels: { tr: 'Triceps Kickback', en: 'Triceps Kickback', ar: 'الركلة الخلفية للترايسبس' },
      },
      { value: 'diamond_push_up', labels: { tr: 'Elmas Şınav', en: 'Diamond Push-up', ar: 'الضغط الماسي' } },
      { value: 'bench_dip', labels: { tr: 'Sehpada Triceps Dips', en: 'Bench Dip', ar: 'الغطس على المقعد' } },
    ],
  },
  {
    group: 'FOREARM',
    moves: [
      { value: 'wrist_curl', labels: { tr: 'Bilek Bükme', en: 'Wrist Curl', ar: 'ثني الرسغ' } },
      {
        value: 'reverse_wrist_curl',
        labels: { tr: 'Ters Bilek Bükme', en: 'Reverse Wrist Curl', ar: 'ثني الرسغ العكسي' },
      },
      {
        value: 'reverse_curl',
        labels: { tr: 'Ters Tutuş Curl', en: 'Reverse Curl', ar: 'الثني بقبضة عكسية' },
      },
      { value: 'farmers_walk', labels: { tr: 'Çiftçi Yürüyüşü', en: "Farmer's Walk", ar: 'مشية المزارع' } },
      { value: 'wrist_roller', labels: { tr: 'Bilek Silindiri', en: 'Wrist Roller', ar: 'أسطوانة الرسغ' } },
      {
        value: 'plate_pinch',
        labels: { tr: 'Plaka Sıkıştırma', en: 'Plate Pinch', ar: 'قرص الأقراص بالأصابع' },
      },
      { value: 'dead_hang', labels: { tr: 'Barda Asılı Kalma', en: 'Dead Hang', ar: 'التعلق على العقلة' } },
      { value: 'zottman_curl', labels: { tr: 'Zottman Curl', en: 'Zottman Curl', ar: 'ثني زوتمان' } },
    ],
  },
  {
    group: 'CORE',
    moves: [
      { value: 'plank', labels: { tr: 'Plank', en: 'Plank', ar: 'البلانك' } },
      { value: 'side_plank', labels: { tr: 'Yan Plank', en: 'Side Plank', ar: 'البلانك الجانبي' } },
      { value: 'crunch', labels: { tr: 'Mekik', en: 'Crunch', ar: 'تمرين البطن' } },
      {
        value: 'bicycle_crunch',
        labels: { tr: 'Bisiklet Mekik', en: 'Bicycle Crunch', ar: 'تمرين الدراجة للبطن' },
      },
      {
        value: 'hanging_leg_raise',
        labels: { tr: 'Asılı Bacak Kaldırma', en: 'Hanging Leg Raise', ar: 'رفع الأرجل معلقاً' },
      },
      { value: 'russian_twist', labels: { tr: 'Rus Twist', en: 'Russian Twist', ar: 'الالتواء الروسي' } },
      { value: 'dead_bug', labels: { tr: 'Dead Bug', en: 'Dead Bug', ar: 'تمرين الحشرة الميتة' } },
      {
        value: 'mountain_climber',
        labels: { tr: 'Dağ Tırmanışı', en: 'Mountain Climber', ar: 'متسلق الجبال' },
      },
      {
        value: 'ab_wheel_rollout',
        labels: { tr: 'Karın Tekerleği', en: 'Ab Wheel Rollout', ar: 'عجلة البطن' },
      },
    ],
  },
  {
    group: 'NECK',
    moves: [
      { value: 'neck_flexion', labels: { tr: 'Boyun Fleksiyonu', en: 'Neck Flexion', ar: 'ثني الرقبة' } },
      {
        value: 'neck_extension',
        labels: { tr: 'Boyun Ekstansiyonu', en: 'Neck Extension', ar: 'بسط الرقبة' },
      },
      {
        value: 'neck_lateral_flexion',
        labels: { tr: 'Boyun Yana Eğme', en: 'Neck Lateral Flexion', ar: 'ثني الرقبة جانبياً' },
      },
      { value: 'neck_rotation', labels: { tr: 'Boyun Rotasyonu', en: 'Neck Rotation', ar: 'تدوير الرقبة' } },
      { value: 'chin_tuck', labels: { tr: 'Çene İçeri Çekme', en: 'Chin Tuck', ar: 'سحب الذقن للخلف' } },
      {
        value: 'barbell_shrug',
        labels: { tr: 'Barla Omuz Silkme', en: 'Barbell Shrug', ar: 'رفع الكتفين بالبار' },
      },
      {
        value: 'isometric_neck_hold',
        labels: { tr: 'İzometrik Boyun Tutuşu', en: 'Isometric Neck Hold', ar: 'التثبيت المتساوي للرقبة' },
      },
      {
        value: 'neck_harness_extension',
        labels: { tr: 'Boyun Kemeriyle Ekstansiyon', en: 'Neck Harness Extension', ar: 'بسط الرقبة بالحزام' },
      },
    ],
  },
  {
    group: 'FULL BODY MOVEMENT',
    moves: [
      { value: 'burpee', labels: { tr: 'Burpee', en: 'Burpee', ar: 'تمرين البيربي' } },
      {
        value: 'kettlebell_swing',
        labels: { tr: 'Kettlebell Salınımı', en: 'Kettlebell Swing', ar: 'أرجحة الكيتل بل' },
      },
      {
        value: 'clean_and_press',
        labels: { tr: 'Clean and Press', en: 'Clean and Press', ar: 'النتر والضغط' },
      },
      { value: 'thruster', labels: { tr: 'Thruster', en: 'Thruster', ar: 'تمرين الثراستر' } },
      { value: 'power_clean', labels: { tr: 'Power Clean', en: 'Power Clean', ar: 'النتر القوي' } },
      { value: 'snatch', labels: { tr: 'Koparma', en: 'Snatch', ar: 'الخطف' } },
      { value: 'turkish_get_up', labels: { tr: 'Türk Kalkışı', en: 'Turkish Get-up', ar: 'النهوض التركي' } },
      { value: 'wall_ball', labels: { tr: 'Duvar Topu', en: 'Wall Ball', ar: 'رمي الكرة على الحائط' } },
      { value: 'battle_rope', labels: { tr: 'Savaş İpi', en: 'Battle Rope', ar: 'حبال المعركة' } },
    ],
  },
  {
    group: 'BALANCE',
    moves: [
      {
        value: 'single_leg_stand',
        labels: { tr: 'Tek Ayak Üzerinde Durma', en: 'Single-Leg Stand', ar: 'الوقوف على رجل واحدة' },
      },
      {
        value: 'bosu_squat',
        labels: { tr: 'Bosu Üzerinde Squat', en: 'Bosu Squat', ar: 'القرفصاء على البوسو' },
      },
      {
        value: 'single_leg_deadlift',
        labels: { tr: 'Tek Bacak Deadlift', en: 'Single-Leg Deadlift', ar: 'الرفعة المميتة برجل واحدة' },
      },
      { value: 'tandem_walk', labels: { tr: 'Tandem Yürüyüş', en: 'Tandem Walk', ar: 'المشي الترادفي' } },
      {
        value: 'stability_ball_bridge',
        labels: { tr: 'Pilates Topunda Köprü', en: 'Stability Ball Bridge', ar: 'الجسر على كرة التوازن' },
      },
      { value: 'bird_dog', labels: { tr: 'Bird Dog', en: 'Bird Dog', ar: 'تمرين الطائر والكلب' } },
      {
        value: 'balance_board_stand',
        labels: { tr: 'Denge Tahtasında Durma', en: 'Balance Board Stand', ar: 'الوقوف على لوح التوازن' },
      },
      {
        value: 'single_leg_reach',
        labels: { tr: 'Tek Bacak Üzerinde Uzanma', en: 'Single-Leg Reach', ar: 'المد برجل واحدة' },
      },
    ],
  },
  {
    group: 'STRETCHING',
    moves: [
      {
        value: 'hamstring_stretch',
        labels: { tr: 'Arka Bacak Esnetme', en: 'Hamstring Stretch', ar: 'إطالة العضلة الخلفية للفخذ' },
      },
      {
        value: 'quadriceps_stretch',
        labels: { tr: 'Ön Bacak Esnetme', en: 'Quadriceps Stretch', ar: 'إطالة عضلة الفخذ الأمامية' },
      },
      {
        value: 'hip_flexor_stretch',
        labels: { tr: 'Kalça Fleksörü Esnetme', en: 'Hip Flexor Stretch', ar: 'إطالة عضلات ثني الورك' },
      },
      {
        value: 'doorway_chest_stretch',
        labels: {
          tr: 'Kapı Aralığında Göğüs Esnetme',
          en: 'Doorway Chest Stretch',
          ar: 'إطالة الصدر عند الباب',
        },
      },
      {
        value: 'cross_body_shoulder_stretch',
        labels: { tr: 'Omuz Çapraz Esnetme', en: 'Cross-Body Shoulder Stretch', ar: 'إطالة الكتف عبر الجسم' },
      },
      {
        value: 'triceps_stretch',
        labels: { tr: 'Triceps Esnetme', en: 'Triceps Stretch', ar: 'إطالة الترايسبس' },
      },
      {
        value: 'cat_cow_stretch',
        labels: { tr: 'Kedi-İnek Esnetme', en: 'Cat-Cow Stretch', ar: 'إطالة القطة والبقرة' },
      },
      { value: 'childs_pose', labels: { tr: 'Çocuk Pozu', en: "Child's Pose", ar: 'وضعية الطفل' } },
      { value: 'calf_stretch', labels: { tr: 'Baldır Esnetme', en: 'Calf Stretch', ar: 'إطالة السمانة' } },
      {
        value: 'butterfly_stretch',
        labels: { tr: 'Kelebek Esnetme', en: 'Butterfly Stretch', ar: 'إطالة الفراشة' },
      },
    ],
  },
  {
    group: 'THERA-BAND',
    moves: [
      {
        value: 'band_external_rotation',
        labels: {
          tr: 'Bantla Dış Rotasyon',
          en: 'Band External Rotation',
          ar: 'التدوير الخارجي بالشريط المطاطي',
        },
      },
      {
        value: 'band_internal_rotation',
        labels: {
          tr: 'Bantla İç Rotasyon',
          en: 'Band Internal Rotation',
          ar: 'التدوير الداخلي بالشريط المطاطي',
        },
      },
      {
        value: 'band_pull_apart',
        labels: { tr: 'Bant Açma', en: 'Band Pull-Apart', ar: 'فتح الشريط المطاطي' },
      },
      { value: 'band_row', labels: { tr: 'Bantla Row', en: 'Band Row', ar: 'التجديف بالشريط المطاطي' } },
      {
        value: 'band_biceps_curl',
        labels: { tr: 'Bantla Biceps Curl', en: 'Band Biceps Curl', ar: 'ثني الذراعين بالشريط المطاطي' },
      },
      {
        value: 'band_lateral_walk',
        labels: { tr: 'Bantla Yana Yürüme', en: 'Band Lateral Walk', ar: 'المشي الجانبي بالشريط المطاطي' },
      },
      {
        value: 'band_glute_bridge',
        labels: { tr: 'Bantla Kalça Köprüsü', en: 'Band Glute Bridge', ar: 'جسر الأرداف بالشريط المطاطي' },
      },
      {
        value: 'band_chest_press',
        labels: { tr: 'Bantla Göğüs Presi', en: 'Band Chest Press', ar: 'ضغط الصدر بالشريط المطاطي' },
      },
      {
        value: 'band_overhead_press',
        labels: { tr: 'Bantla Omuz Presi', en: 'Band Overhead Press', ar: 'الضغط العلوي بالشريط المطاطي' },
      },
    ],
  },
];

const ALL_MOVES: readonly (CatalogueMove & { group: MoveGroupName })[] = MOVE_CATALOGUE.flatMap((g) =>
  g.moves.map((move) => ({ ...move, group: g.group })),
);

const fold = (text: string) => text.toLocaleLowerCase('tr').normalize('NFC');

/**
 * The grouped options in one language; `search` keeps moves whose label (in that language) or code contains
 * it, case-insensitively, and drops groups left empty.
 */
export function moveOptions(lang: MoveLanguage, search = ''): MoveOptionGroup[] {
  const needle = fold(search.trim());
  return MOVE_CATALOGUE.map((g) => ({
    label: g.group,
    options: g.moves
      .filter((m) => !needle || fold(m.labels[lang]).includes(needle) || m.value.includes(needle))
      .map((m): MoveOption => ({ value: m.value, label: m.labels[lang], type: 'move' })),
  })).filter((g) => g.options.length > 0);
}

export const moveByValue = (value: string) => ALL_MOVES.find((m) => m.value === value);

/** The catalogue move whose label in any language is `label` (stored move names are labels). */
export const moveByLabel = (label: string) =>
  ALL_MOVES.find((m) => m.labels.tr === label || m.labels.en === label || m.labels.ar === label);

export const MOVE_VALUES: readonly string[] = ALL_MOVES.map((m) => m.value);
