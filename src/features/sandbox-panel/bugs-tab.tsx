/** The panel's Bugs tab: the bug catalogue's own panel (written by the bugs feature), in its own chunk. */
import { BugsPanel } from '../bugs/bugs-panel'

export default function BugsTab() {
  return <BugsPanel />
}
