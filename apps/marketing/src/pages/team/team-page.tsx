import { Card } from '@taskwell/ui/card';
import { Collapsible } from '@taskwell/ui/collapsible';
import { Grid, Text, Title } from '@taskwell/ui/typography';

/** spec §3 team member: title, name, intro, experience 'Organisation|description'. */
const team: readonly { name: string; title: string; intro: string; experience: readonly string[] }[] = [
  {
    name: 'Maya Lindqvist',
    title: 'Chief Executive Officer',
    intro: 'Maya turns what customers ask for into what Taskwell builds next.',
    experience: ['Northwind Analytics|Led product for a forecasting platform used by 40 retailers.'],
  },
  {
    name: 'Daniel Okafor',
    title: 'Chief Technology Officer',
    intro: 'Daniel designs the engine that runs tasks reliably at scale.',
    experience: ['Brightline Systems|Built the job scheduler behind 2 million daily runs.'],
  },
  {
    name: 'Priya Raman',
    title: 'Head of AI',
    intro: 'Priya chooses and tests the models behind every task.',
    experience: ['Fairmetric Labs|Researched bias detection in generated text.'],
  },
  {
    name: 'Lucas Moreau',
    title: 'Head of Design',
    intro: 'Lucas makes sure every form takes seconds to fill in.',
    experience: ['Atelier Numérique|Designed self-service tools for public services.'],
  },
  {
    name: 'Hannah Weiss',
    title: 'Head of Customer Success',
    intro: 'Hannah helps teams get value from their first week.',
    experience: ['Clearpath Software|Grew customer retention to 97 %.'],
  },
  {
    name: 'Tomás Herrera',
    title: 'Head of Partnerships',
    intro: 'Tomás brings the services that tasks combine to the platform.',
    experience: ['Meridian Cloud|Ran the partner programme for 120 integrations.'],
  },
];

/** The six people behind Taskwell; experience opens with 'more'. */
export function TeamPage() {
  return (
    <div style={{ display: 'grid', gap: '1.5rem', paddingBlock: '1.5rem' }}>
      <Title order={1}>Our team</Title>
      <Grid columns="3" as="ul" aria-label="Team">
        {team.map((member, index) => (
          <li key={member.name}>
            <Card as="article" aria-labelledby={`member-${index + 1}`}>
              <Title order={2} id={`member-${index + 1}`}>
                {member.name}
              </Title>
              <Text muted>{member.title}</Text>
              <Collapsible summary={<Text>{member.intro}</Text>}>
                <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
                  {member.experience.map((entry) => {
                    const [organisation, description] = entry.split('|');
                    return (
                      <li key={entry}>
                        <strong>{organisation}</strong>: {description}
                      </li>
                    );
                  })}
                </ul>
              </Collapsible>
            </Card>
          </li>
        ))}
      </Grid>
    </div>
  );
}
