// /personalTrainings: the area's page; its list and form screens arrive in a later release.
import { AreaPlaceholder } from '../../shell/AreaPlaceholder';

export default function PersonalTrainingsPage() {
  return <AreaPlaceholder titleKey="navigation.personalTrainings" />;
}
