// Every slice the root reducer loads lazily, for the tools that need the whole state from the start: the QA
// replayer, an emitted replay test and a DevTools import (store/devtools.ts).
import './entities';
import './lookupsApi';
