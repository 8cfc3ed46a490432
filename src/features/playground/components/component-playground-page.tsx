/**
 * The component playground (/playground, docs/spec/3-playground.md "Component playground"): the testing guide, a
 * back button to /qa, then the test form, buttons, interactive widgets, tabs, accordion, drag
 * and drop, the data table, alerts and loading states, and navigation. Every rule lives in a
 * machine in machines/playground/; each section binds its own.
 */
import { ScenarioLayout } from '../scenario-layout'
import { DataTableSection } from './data-table-section'
import { DragDropSection } from './drag-drop-section'
import { PlaygroundFormSection } from './form-section'
import { FeedbackSection, NavigationSection } from './static-sections'
import { PLAYGROUND_TEST_IDS } from './test-ids'
import { AccordionSection, ButtonsSection, InteractiveSection, TabsSection } from './widgets-section'

export function ComponentPlaygroundPage() {
  return (
    <ScenarioLayout ns="components" testId="playground-page" guideTestIds={PLAYGROUND_TEST_IDS}>
      <PlaygroundFormSection />
      <ButtonsSection />
      <InteractiveSection />
      <TabsSection />
      <AccordionSection />
      <DragDropSection />
      <DataTableSection />
      <FeedbackSection />
      <NavigationSection />
    </ScenarioLayout>
  )
}
