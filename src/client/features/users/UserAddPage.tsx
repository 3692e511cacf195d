// /user-add.
import { usePageTitle } from '../../shell/usePageTitle';
import { UserForm } from './UserForm';

export default function UserAddPage() {
  usePageTitle('users.add_title');
  return <UserForm />;
}
