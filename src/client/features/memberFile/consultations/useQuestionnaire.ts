// One questionnaire of the member file: its saved versions (newest first, from members/{id}/consultations), the
// draft being typed (started from the newest version), the same schema checks as the server, and saving the
// whole draft as the next version with `_bulk`. A refused save keeps the draft and says why.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationError } from 'yup';
import {
  ANSWER_SCHEMAS,
  type ConsultationRecord,
  type ConsultationType,
} from '../../../../shared/schemas/consultations';
import { useToast } from '../../../lib/useToast';
import { entities } from '../../../store/entities';
import { shallowEqual, useAppDispatch, useAppSelector } from '../../../store/hooks';

export type Answers = Record<string, unknown>;
const consultations = entities.memberConsultations;
const { bulk } = consultations.operations;

/** yup's errors as `{ 'q3.answer': 'generic.fields.invalid' }`; '' for the questionnaire as a whole. */
export function answerErrors(error: ValidationError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const e of error.inner.length > 0 ? error.inner : [error]) fields[e.path ?? ''] ??= String(e.message);
  return fields;
}

export function useQuestionnaire(memberId: number, type: ConsultationType) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const parent = useMemo(() => ({ member_id: memberId }), [memberId]);
  const records = useAppSelector(
    (state) => consultations.selectors.selectListRecords(state, parent),
    shallowEqual,
  );
  const status = useAppSelector(consultations.selectors.selectStatus);
  const versions = useMemo(
    () =>
      (records as ConsultationRecord[]).filter((r) => r.type === type).sort((a, b) => b.version - a.version),
    [records, type],
  );
  const latest = versions[0];
  const [draft, setDraft] = useState<Answers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const saving =
    useAppSelector((s) => consultations.selectors.selectOperationStatus(s, 'bulk')) === 'running';

  const load = useCallback(
    () => dispatch(consultations.thunks.search({ parent, query: { criteria: { type }, count: 100 } })),
    [dispatch, parent, type],
  );
  useEffect(() => {
    void load();
  }, [load]);
  // The draft starts from the newest saved version (once per version).
  useEffect(() => {
    setDraft(latest ? { ...(latest.answers as Answers) } : {});
    setErrors({});
  }, [latest?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const save = async () => {
    setFailure(null);
    try {
      await ANSWER_SCHEMAS[type].validate(draft, { abortEarly: false });
      setErrors({});
    } catch (error) {
      setErrors(answerErrors(error as ValidationError));
      return;
    }
    const result = await dispatch(bulk({ parent, body: { type, answers: draft } }));
    if (bulk.fulfilled.match(result)) {
      toast.success(t('generic.success_message'));
      setViewing(null);
      void load();
    } else setFailure(result.payload ?? t('generic.errors.unexpected_error'));
  };

  const shown = viewing === null ? undefined : versions.find((v) => v.id === viewing);
  return {
    versions,
    latest,
    shown,
    viewing,
    setViewing,
    /** What the form shows: an earlier version read-only, or the draft. */
    answers: shown ? (shown.answers as Answers) : draft,
    readOnly: Boolean(shown),
    setDraft,
    errors,
    failure,
    clearFailure: () => setFailure(null),
    save,
    saving,
    loading: status === 'searching',
  };
}
