import { Card } from '@taskwell/ui/card';
import { Collapsible } from '@taskwell/ui/collapsible';
import { Grid, Text, Title } from '@taskwell/ui/typography';

/** spec §3 team member: photo, name, title, intro, experience 'Organisation|description'. */
const team: readonly { name: string; photo: string; title: string; intro: string; experience: readonly string[] }[] = [
  {
    name: 'Maya Lindqvist',
    // Replace with the member's photo: any square image in public/images/team/.
    photo: '/images/team/maya-lindqvist.svg',
    title: 'Chief Executive Officer',
    intro: 'Maya turns what customers ask for into what Taskwell builds next.',
    experience: ['Northwind Analytics|Led product for a forecasting platform used by 40 retailers.'],
  },
  {
    name: 'Daniel Okafor',
    photo: '/images/team/daniel-okafor.svg',
    title: 'Chief Technology Officer',
    intro: 'Daniel designs the engine that runs tasks reliably at scale.',
    experience: ['Brightline Systems|Built the job scheduler behind 2 million daily runs.'],
  },
  {
    name: 'Priya Raman',
    photo: '/images/team/priya-raman.svg',
    title: 'Head of AI',
    intro: 'Priya chooses and tests the models behind every task.',
    experience: ['Fairmetric Labs|Researched bias detection in generated text.'],
  },
  {
    name: 'Lucas Moreau',
    photo: '/images/team/lucas-moreau.svg',
    title: 'Head of Design',
    intro: 'Lucas makes sure every form takes seconds to fill in.',
    experience: ['Atelier Numérique|Designed self-service tools for public services.'],
  },
  {
    name: 'Hannah Weiss',
    photo: '/images/team/hannah-weiss.svg',
    title: 'Head of Customer Success',
    intro: 'Hannah helps teams get value from their first week.',
    experience: ['Clearpath Software|Grew customer retention to 97 %.'],
  },
  {
    name: 'Tomás Herrera',
    photo: '/images/team/tomas-herrera.svg',
    title: 'Head of Partnerships',
    intro: 'Tomás brings the services that tasks combine to the platform.',
    experience: ['Meridian Cloud|Ran the partner programme for 120 integrations.'],
  },
];

/** The six people behind Taskwell, with their photos; experience opens with 'more'. */
export function TeamPage() {
  return (
    <div style={{ display: 'grid', gap: '1.5rem', paddingBlock: '1.5rem' }}>
      <Title order={1}>Our team</Title>
      <Grid columns="3" as="ul" aria-label="Team">
        {team.map((member, index) => (
          <li key={member.name}>
            <Card as="article" aria-labelledby={`member-${index + 1}`}>
              {/* The name is the card's heading, so the photo adds nothing to read out. */}
              <img src={member.photo} alt="" width={96} height={96} style={{ borderRadius: '50%' }} />
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
