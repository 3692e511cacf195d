// /login's language choice without antd: a button showing the current language (TR / EN / AR) that opens a
// menu of the language names. The choice is a setting (saved like the others, guests locally), applied to
// the page by SettingsSync; Arabic turns the page right-to-left. It is the user's latest choice: signing in
// keeps it over the profile's stored language and saves it to the profile.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../../i18n';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loginLanguageChosen } from '../../store/settings';
import { Icon } from './icons';

export function LanguageMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector((state) => state.settings.values.language);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // Close on a click outside; on opening, focus the current language.
  useEffect(() => {
    if (!open) return undefined;
    rootRef.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const choose = (lang: Language) => {
    setOpen(false);
    buttonRef.current?.focus();
    // Kept over the profile's language at sign-in, and saved to it (store/settings, listeners).
    if (lang !== language) dispatch(loginLanguageChosen(lang));
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => items[(to + items.length) % items.length]?.focus();
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      setOpen(false);
      if (event.key === 'Escape') buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(at + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(at - 1);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      move(event.key === 'Home' ? 0 : items.length - 1);
    }
  };

  return (
    <div className="login-language" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="login-language-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`${t('shell.toolbar.language')}: ${language.toUpperCase()}`}
        title={t(`shell.languages.${language}`)}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span aria-hidden="true">{language.toUpperCase()}</span>
        <Icon name="Down" className="login-language-caret" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t('shell.toolbar.language')}
          className="login-language-menu"
          onKeyDown={onMenuKeyDown}
        >
          {LANGUAGES.map((lang) => (
            <button
              key={lang}
              type="button"
              role="menuitemradio"
              aria-checked={lang === language}
              lang={lang}
              dir={lang === 'ar' ? 'rtl' : 'ltr'}
              tabIndex={-1}
              className="login-language-item"
              onClick={() => choose(lang)}
            >
              {t(`shell.languages.${lang}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
