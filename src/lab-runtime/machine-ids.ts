/**
 * machine.id (the root config id the recorder sees) → catalogue model id (the lab's URL,
 * /lab/<model id>), for every catalogued machine. Handwritten so that the main chunk does not
 * import machines/catalog.ts; machine-ids.test.ts checks it against the catalogue both ways.
 * A machine that is not listed here is not recorded.
 */
/** Machines whose lab id is their machine id (one string: the smallest form for the main chunk). */
const SAME_ID = 'session tokenRefresh login contact preferences playgroundAccordion bankingAccounts bankingBills bankingSecurity bankingTransactions bankingTransfer banking playgroundButtons playgroundCounter playgroundTable playgroundDragDrop guidePanel playgroundModal playgroundForm qaHub shopProduct shopReviews playgroundTabs changePassword deleteAccount forgotPassword profile settings settingsScreen signup bookingRecords bookingWizard booking socialComposer socialFeed socialPeople socialStories search chat postList postForm postDetail postCards dashboard todoList todos calendar cardMove kanbanBoard sandboxPanel bugHunt apiDocs challengeTargetMatch challengeHiddenLayers challengeNativeDialogs challengeBrowserRequest challengeSeededDraw challengeAdModal challengeAnswerCheck challengeTableSort challengeVisitProgress challengeDelayedTask challengeDynamicControls challengeProgress learnProgress'
const RENAMED: Record<string, string> = { eventForm: 'event-form' }

export const LAB_MODEL_IDS: Readonly<Record<string, string>> = Object.freeze({
  ...Object.fromEntries(SAME_ID.split(' ').map((id) => [id, id])),
  ...RENAMED,
})

/** The catalogue model id of a machine root id, or undefined when the machine is not catalogued. */
export function labModelId(machineId: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(LAB_MODEL_IDS, machineId) ? LAB_MODEL_IDS[machineId] : undefined
}
