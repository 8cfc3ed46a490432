/**
 * The component playground's test form (docs/spec/3-playground.md "Component playground", §4, §5, §8, §9): every
 * input type, the password strength meter, the file rules (allowed types, under 5 MB), the
 * required fields and their messages, the overall failure message and a success with the
 * submitted values. Field messages show after the first submit attempt and follow every edit
 * (so the terms message clears as soon as the box is ticked).
 */
import { assign, setup, type SnapshotFrom } from 'xstate'
import { EMAIL_PATTERN } from '../shared/validation'

export type TextFieldName = 'text' | 'email' | 'password' | 'number' | 'tel' | 'url' | 'search' | 'date' | 'time' | 'color' | 'select' | 'textarea'
export type RadioOption = 'option1' | 'option2' | 'option3'
export type SelectOption = 'option1' | 'option2' | 'option3'

export const RADIO_OPTIONS: readonly RadioOption[] = ['option1', 'option2', 'option3']
export const SELECT_OPTIONS: readonly SelectOption[] = ['option1', 'option2', 'option3']

/** docs/spec/3-playground.md §2, §5: the file field accepts these extensions. */
export const ALLOWED_FILE_TYPES = ['.pdf', '.jpg', '.png', '.doc', '.docx', '.txt'] as const
/** docs/spec/3-playground.md §9: file max 5 MB; a file must be under it. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024
/** docs/spec/3-playground.md §9: range slider 0 to 100. */
export const RANGE_MIN = 0
export const RANGE_MAX = 100
export const RANGE_DEFAULT = 50
export const DEFAULT_COLOR = '#319795'

export interface FormValues extends Record<TextFieldName, string> {
  range: number
  terms: boolean
  radio: RadioOption
}

export interface SelectedFile {
  name: string
  size: number
}

export type FileErrorCode = 'fileType' | 'fileSize'
/** Field message codes; the view translates them (`components:form.errors.<code>`). */
export type FormErrorCode = 'required' | 'emailRequired' | 'emailFormat' | 'passwordRequired' | 'selectRequired' | 'termsRequired'
export type FormErrors = Partial<Record<'text' | 'email' | 'password' | 'select' | 'terms', FormErrorCode>>

export type PasswordStrength = 'weak' | 'medium' | 'strong'

/** docs/spec/3-playground.md §5: weak under 6 characters; strong with at least 8, an uppercase, a digit and one of !@#$%^&*; otherwise medium. */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < 6) return 'weak'
  if (password.length >= 8 && /[A-Z]/.test(password) && /[0-9]/.test(password) && /[!@#$%^&*]/.test(password)) return 'strong'
  return 'medium'
}

/** The lower-cased extension of a file name, with its dot ('' when it has none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot <= 0 ? '' : name.slice(dot).toLowerCase()
}

/** docs/spec/3-playground.md §5: the type is checked first (by extension), then the size (must be under 5 MB). */
export function fileError(file: SelectedFile): FileErrorCode | null {
  if (!(ALLOWED_FILE_TYPES as readonly string[]).includes(fileExtension(file.name))) return 'fileType'
  if (file.size >= MAX_FILE_BYTES) return 'fileSize'
  return null
}

/** docs/spec/3-playground.md §5: the required fields and the e-mail format. Number, tel, url and the rest are optional. */
export function formErrors(values: FormValues): FormErrors {
  const errors: FormErrors = {}
  if (values.text.trim() === '') errors.text = 'required'
  if (values.email.trim() === '') errors.email = 'emailRequired'
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'emailFormat'
  if (values.password === '') errors.password = 'passwordRequired'
  if (values.select === '') errors.select = 'selectRequired'
  if (!values.terms) errors.terms = 'termsRequired'
  return errors
}

export function formValid(values: FormValues): boolean {
  return Object.keys(formErrors(values)).length === 0
}

/** Clamps a slider value into 0–100 (whole numbers). */
export function clampRange(value: number): number {
  if (!Number.isFinite(value)) return RANGE_DEFAULT
  return Math.min(RANGE_MAX, Math.max(RANGE_MIN, Math.round(value)))
}

export const EMPTY_VALUES: FormValues = {
  text: '',
  email: '',
  password: '',
  number: '',
  tel: '',
  url: '',
  search: '',
  date: '',
  time: '',
  color: DEFAULT_COLOR,
  select: '',
  textarea: '',
  range: RANGE_DEFAULT,
  terms: false,
  radio: 'option1',
}

export interface Submission {
  values: FormValues
  file: SelectedFile | null
}

export interface PlaygroundFormContext {
  values: FormValues
  /** The accepted file, if any (a rejected file is not kept). */
  file: SelectedFile | null
  /** Why the last picked file was rejected. */
  fileError: FileErrorCode | null
  /** Set by a submit attempt on an invalid form: field messages and the overall message show. */
  attempted: boolean
  /** What the last valid submit sent (shown while in `submitted`). */
  submission: Submission | null
}

export type PlaygroundFormEvent =
  | { type: 'field.change'; field: TextFieldName; value: string }
  | { type: 'range.change'; value: number }
  | { type: 'terms.change'; checked: boolean }
  | { type: 'radio.select'; value: RadioOption }
  | { type: 'file.select'; file: SelectedFile }
  | { type: 'file.clear' }
  | { type: 'form.submit' }
  | { type: 'form.reset' }

const INITIAL: PlaygroundFormContext = { values: EMPTY_VALUES, file: null, fileError: null, attempted: false, submission: null }

export const playgroundFormMachine = setup({
  types: {
    context: {} as PlaygroundFormContext,
    events: {} as PlaygroundFormEvent,
  },
  guards: {
    formValid: ({ context }) => formValid(context.values),
    fileTypeRejected: ({ event }) => event.type === 'file.select' && fileError(event.file) === 'fileType',
    fileSizeRejected: ({ event }) => event.type === 'file.select' && fileError(event.file) === 'fileSize',
  },
  actions: {
    setField: assign({
      values: ({ context, event }) => (event.type === 'field.change' ? { ...context.values, [event.field]: event.value } : context.values),
    }),
    setRange: assign({ values: ({ context, event }) => (event.type === 'range.change' ? { ...context.values, range: clampRange(event.value) } : context.values) }),
    setTerms: assign({ values: ({ context, event }) => (event.type === 'terms.change' ? { ...context.values, terms: event.checked } : context.values) }),
    setRadio: assign({ values: ({ context, event }) => (event.type === 'radio.select' ? { ...context.values, radio: event.value } : context.values) }),
    acceptFile: assign({ file: ({ event }) => (event.type === 'file.select' ? event.file : null), fileError: null }),
    rejectFile: assign({ file: null, fileError: ({ event }) => (event.type === 'file.select' ? fileError(event.file) : null) }),
    clearFile: assign({ file: null, fileError: null }),
    markAttempted: assign({ attempted: true }),
    recordSubmission: assign({ submission: ({ context }) => ({ values: context.values, file: context.file }), attempted: false }),
    resetForm: assign(() => INITIAL),
    /** Toast 'Invalid file type' or 'File too large' (the picker is cleared by the app). */
    notifyFileRejected: (_, _params: { code: FileErrorCode }) => {},
    /** Toast 'Please fix all errors before submitting'. */
    notifyInvalid: () => {},
    /** Success toast with the submitted values. */
    notifySubmitted: (_, _params: Submission) => {},
  },
}).createMachine({
  id: 'playgroundForm',
  context: INITIAL,
  initial: 'editing',
  on: {
    'field.change': { target: '.editing', actions: 'setField' },
    'range.change': { target: '.editing', actions: 'setRange', description: 'Clamped to 0–100.' },
    'terms.change': { target: '.editing', actions: 'setTerms', description: 'Ticking the box clears "You must accept the terms".' },
    'radio.select': { target: '.editing', actions: 'setRadio' },
    'file.select': [
      {
        guard: 'fileTypeRejected',
        target: '.editing',
        description: "Not .pdf .jpg .png .doc .docx .txt: 'Invalid file type. Allowed types: …' and the 'Invalid file type' toast.",
        actions: ['rejectFile', { type: 'notifyFileRejected', params: { code: 'fileType' } }],
      },
      {
        guard: 'fileSizeRejected',
        target: '.editing',
        description: "5 MB or more: 'File size must be less than 5MB' and the 'File too large' toast.",
        actions: ['rejectFile', { type: 'notifyFileRejected', params: { code: 'fileSize' } }],
      },
      { target: '.editing', actions: 'acceptFile' },
    ],
    'file.clear': { target: '.editing', actions: 'clearFile' },
    'form.submit': [
      {
        guard: 'formValid',
        target: '.submitted',
        actions: ['recordSubmission', { type: 'notifySubmitted', params: ({ context }) => ({ values: context.values, file: context.file }) }],
      },
      {
        target: '.editing',
        description: "Shows every field message and 'Please fix all errors before submitting'.",
        actions: ['markAttempted', 'notifyInvalid'],
      },
    ],
    'form.reset': { target: '.editing', actions: 'resetForm', description: 'Back to the empty form.' },
  },
  states: {
    editing: {},
    submitted: { description: 'The success message lists the submitted values until the form is edited again.' },
  },
})

export type PlaygroundFormMachine = typeof playgroundFormMachine

// Selectors: what views read of this machine (CONVENTIONS, Machines), instead of its state paths.
type PlaygroundFormSnap = SnapshotFrom<typeof playgroundFormMachine>

/** The form was submitted (the submission shows). */
export function selectFormSubmitted(s: PlaygroundFormSnap): boolean {
  return s.matches('submitted')
}

/** What the playground form renders: `useSelector(ref, selectPlaygroundFormView, shallowEqual)`. */
export function selectPlaygroundFormView(s: PlaygroundFormSnap) {
  const { values, file, fileError, attempted, submission } = s.context
  return { state: String(s.value), values, file, fileError, attempted, submission, submitted: selectFormSubmitted(s) }
}
export type PlaygroundFormViewModel = ReturnType<typeof selectPlaygroundFormView>
