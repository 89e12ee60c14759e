// app/router.tsx still imports the spinner from here; the spinner itself is shared/ui/Spinner. Remove this file once
// the router (being reworked with the contract's route table) imports '../shared/ui/Spinner'.
export { Spinner } from '../shared/ui/Spinner';
